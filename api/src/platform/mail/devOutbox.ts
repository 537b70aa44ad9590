import type { Lang } from '@opengood/contracts';
import type { RenderedMail } from './render';

export interface OutboxMail extends RenderedMail {
  id: number;
  to: string;
  lang: Lang;
  template: string;
  /** Extra headers the mail was sent with. */
  headers?: Record<string, string>;
  /** The files it carried (their names, types and sizes). */
  attachments?: { filename: string; contentType: string; size: number }[];
  sentAt: Date;
}

/**
 * Where mails go when no SMTP_URL is set: kept in memory (the latest 200, lost on restart), readable in a
 * browser at /data/dev/outbox outside production, and by tests.
 */
export class DevOutbox {
  private readonly mails: OutboxMail[] = [];
  private nextId = 1;

  constructor(private readonly capacity = 200) {}

  add(mail: Omit<OutboxMail, 'id' | 'sentAt'>): OutboxMail {
    const kept = { ...mail, id: this.nextId++, sentAt: new Date() };
    this.mails.push(kept);
    if (this.mails.length > this.capacity) this.mails.shift();
    return kept;
  }

  /** Newest first. */
  list(): readonly OutboxMail[] {
    return [...this.mails].reverse();
  }

  get(id: number): OutboxMail | undefined {
    return this.mails.find((m) => m.id === id);
  }

  /** The latest mail sent to `to`, if any. */
  latestTo(to: string): OutboxMail | undefined {
    return this.list().find((m) => m.to === to.toLowerCase());
  }
}
