import { describe, expect, it } from 'vitest';

import { notificationTarget } from './notifications.ts';

describe('notificationTarget', () => {
  const origin = 'https://app.example';
  it("opens the notification's in-app page", () => {
    expect(notificationTarget({ url: '/chat/emma' }, origin)).toBe('https://app.example/chat/emma');
  });
  it('never leaves the app (other origins, protocol-relative links, no data): home instead', () => {
    expect(notificationTarget({ url: 'https://evil.example/' }, origin)).toBe('https://app.example/');
    expect(notificationTarget({ url: '//evil.example/x' }, origin)).toBe('https://app.example/');
    expect(notificationTarget(null, origin)).toBe('https://app.example/');
    expect(notificationTarget({ url: 3 }, origin)).toBe('https://app.example/');
  });
});
