/**
 * Reads an OpenAI-compatible streamed chat completion (server-sent events: `data: {json}` lines,
 * each with `choices[0].delta.content`, ended by `data: [DONE]`), telling `onDelta` each piece of
 * text and returning the whole. Works for OpenAI, Mistral, Ollama, vLLM, llama.cpp's server.
 */
import { ProviderError } from './providers.ts';

type Chunk = { choices?: { delta?: { content?: unknown }; finish_reason?: unknown }[]; error?: unknown };

export async function readOpenAiStream(
  body: ReadableStream<Uint8Array>,
  onDelta: (text: string) => void,
): Promise<string> {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let whole = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    // Events end with a blank line; a line may arrive in pieces.
    let end = buffer.indexOf('\n');
    while (end >= 0) {
      const line = buffer.slice(0, end).replace(/\r$/, '');
      buffer = buffer.slice(end + 1);
      end = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') {
        await reader.cancel().catch(() => undefined);
        return whole;
      }
      let chunk: Chunk;
      try {
        chunk = JSON.parse(data) as Chunk;
      } catch {
        throw new ProviderError('failed', 'Flux malformé du fournisseur', false);
      }
      if (chunk.error !== undefined)
        throw new ProviderError('failed', 'Erreur dans le flux du fournisseur', true);
      const piece = chunk.choices?.[0]?.delta?.content;
      if (typeof piece === 'string' && piece !== '') {
        whole += piece;
        onDelta(piece);
      }
    }
  }
  return whole;
}
