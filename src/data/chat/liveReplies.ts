/**
 * Replies being written: the pieces a model streams (`delta` events) for a message awaiting its
 * answer, keyed by that message's id, so the chat shows the first words as they arrive. In memory
 * and per tab: a preview only — the stored answer replaces it (and is the only copy kept).
 */
type Listener = () => void;

const texts = new Map<string, string>();
const listeners = new Set<Listener>();

function notify() {
  for (const listener of listeners) listener();
}

export const liveReplies = {
  append(messageId: string, piece: string) {
    texts.set(messageId, (texts.get(messageId) ?? '') + piece);
    notify();
  },
  clear(messageId: string) {
    if (texts.delete(messageId)) notify();
  },
  text(messageId: string): string | undefined {
    return texts.get(messageId);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
