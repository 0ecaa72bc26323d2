/**
 * "Exporter la conversation" (decisions: a real export, text or JSON). The files are built from
 * what this device holds, so the export also works offline and includes messages not yet sent.
 */
import type { CharacterId } from '#contracts/characters.ts';
import type { MessageRecord } from '#data/chat/index.ts';

export type ExportFormat = 'text' | 'json';

export type ExportLabels = {
  /** "Conversation avec Emma" */
  title: string;
  /** "Exportée le 15 janvier 2025 à 14:32" */
  exportedOn: string;
  you: string;
  character: string;
  /** Appended to a user message that never reached the server: "(non envoyé)". */
  notSent: string;
  /** Formats a message time for the reader: "15/01/2025 14:32". */
  formatTime: (date: Date) => string;
};

export type ConversationExport = {
  format: 'emma-et-louis/conversation';
  version: 1;
  characterId: CharacterId;
  exportedAt: string;
  messages: {
    id: string;
    sender: 'user' | 'bot';
    text: string;
    createdAt: string;
    status: MessageRecord['status'];
    kind?: NonNullable<MessageRecord['localOnly']>;
    crisis?: true;
  }[];
};

export function conversationToJson(
  characterId: CharacterId,
  messages: readonly MessageRecord[],
  exportedAt: Date,
): string {
  const data: ConversationExport = {
    format: 'emma-et-louis/conversation',
    version: 1,
    characterId,
    exportedAt: exportedAt.toISOString(),
    messages: messages.map((message) => ({
      id: message.id,
      sender: message.sender,
      text: message.text,
      createdAt: message.createdAt,
      status: message.status,
      ...(message.localOnly === undefined ? {} : { kind: message.localOnly }),
      ...(message.crisis === true ? { crisis: true as const } : {}),
    })),
  };
  return `${JSON.stringify(data, null, 2)}\n`;
}

export function conversationToText(messages: readonly MessageRecord[], labels: ExportLabels): string {
  const lines = [labels.title, labels.exportedOn, ''];
  for (const message of messages) {
    const author = message.sender === 'user' ? labels.you : labels.character;
    const unsent = message.sender === 'user' && message.status !== 'sent' ? ` ${labels.notSent}` : '';
    lines.push(`[${labels.formatTime(new Date(message.createdAt))}] ${author}${unsent}`);
    lines.push(message.text, '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

/** "conversation-emma-2025-01-15.txt": sortable, no spaces, no locale-dependent characters. */
export function exportFileName(characterId: CharacterId, format: ExportFormat, at: Date): string {
  const day = [at.getFullYear(), at.getMonth() + 1, at.getDate()]
    .map((part) => String(part).padStart(2, '0'))
    .join('-');
  return `conversation-${characterId}-${day}.${format === 'json' ? 'json' : 'txt'}`;
}

/** Hands a file to the browser's download (no server round trip, works offline). */
export function downloadFile(name: string, type: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns: free it on the next task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
