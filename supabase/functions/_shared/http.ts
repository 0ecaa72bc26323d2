/** What every edge function answers with: CORS for the browser app, JSON bodies. */
export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  // Without it a browser keeps a preflight 5 s only, and a chat message sent after a pause would
  // wait for one more round trip (browsers cap it: Chromium at 2 h, Firefox at 24 h).
  'Access-Control-Max-Age': '86400',
};

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** An error with its HTTP status and a stable code the app maps to its own message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }

  body(): Record<string, unknown> {
    return { error: this.code, message: this.message, ...this.extra };
  }

  toResponse(): Response {
    return json(this.body(), this.status, this.headers);
  }
}

/**
 * A text/event-stream answer: `write` sends events (`event: name`, one JSON `data` line) as they
 * happen, and the stream ends when it returns. supabase-js hands such a response to the caller
 * unread, so the app sees each event as it arrives.
 */
export function eventStream(
  write: (send: (event: string, data: unknown) => void) => Promise<void>,
): Response {
  const encoder = new TextEncoder();
  // Once the client has gone (a closed tab), events are dropped but `write` runs to its end: the
  // work behind the stream (a chat turn: its reply stored, its credit kept) must not stop halfway.
  let gone = false;
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (event: string, data: unknown) => {
        if (gone) return;
        try {
          controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
        } catch {
          gone = true;
        }
      };
      try {
        await write(send);
      } finally {
        if (!gone) controller.close();
      }
    },
    cancel() {
      gone = true;
    },
  });
  return new Response(body, {
    headers: { ...corsHeaders, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' },
  });
}

export function preflight(request: Request): Response | null {
  return request.method === 'OPTIONS' ? new Response('ok', { headers: corsHeaders }) : null;
}

export async function readJson(request: Request): Promise<unknown> {
  try {
    const body: unknown = await request.json();
    return body;
  } catch {
    throw new HttpError(400, 'invalid_request', 'Corps JSON attendu');
  }
}

/** Turns whatever a handler threw into the answer: documented errors as they are, others as 500. */
export function serve(name: string, handler: (request: Request) => Promise<Response>): void {
  Deno.serve(async (request: Request) => {
    const early = preflight(request);
    if (early) return early;
    try {
      return await handler(request);
    } catch (error) {
      if (error instanceof HttpError) return error.toResponse();
      console.error(`${name}: unexpected error`, error);
      return json({ error: 'internal', message: 'Erreur serveur' }, 500);
    }
  });
}
