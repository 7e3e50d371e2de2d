import type { Mailer, MailMessage } from '../src/platform/mail.ts';

/** A mailer that keeps what it sends, for tests that follow links in e-mails. */
export function memoryMailer(): Mailer & { sent: MailMessage[]; lastLink(): string } {
  const sent: MailMessage[] = [];
  return {
    kind: 'outbox',
    sent,
    async send(message) {
      sent.push(message);
    },
    close() {},
    lastLink() {
      const last = sent.at(-1);
      const link = last ? /https?:\/\/\S+/.exec(last.text)?.[0] : undefined;
      if (!link) throw new Error('nenhum link nos e-mails enviados');
      return link;
    },
  };
}
