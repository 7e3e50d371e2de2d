import type { MailMessage } from './mail.ts';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/**
 * A pt-BR message as plain text plus simple HTML: paragraphs, and at most one button-like link.
 * Mail clients strip styles in <head>, so styles are inline.
 */
export function mensagem(options: {
  to: string;
  subject: string;
  produto: string;
  paragrafos: string[];
  acao?: { rotulo: string; url: string };
  rodape?: string;
}): MailMessage {
  const { paragrafos, acao, produto } = options;
  const rodape = options.rodape ?? `Mensagem automática do ${produto}. Não responda a este e-mail.`;
  const text = [...paragrafos, ...(acao ? [`${acao.rotulo}: ${acao.url}`] : []), '', '—', rodape].join(
    '\n\n',
  );
  const html = `<!doctype html><html lang="pt-BR"><body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1a202c">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="font-size:20px;font-weight:bold;color:#c05621;margin:0 0 16px">${escapeHtml(produto)}</p>
${paragrafos.map((p) => `<p style="font-size:15px;line-height:1.5;margin:0 0 12px">${escapeHtml(p)}</p>`).join('\n')}
${
  acao
    ? `<p style="margin:20px 0"><a href="${escapeHtml(acao.url)}" style="display:inline-block;background:#dd6b20;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(acao.rotulo)}</a></p>
<p style="font-size:12px;color:#4a5568;margin:0 0 12px">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(acao.url)}</p>`
    : ''
}
<p style="font-size:12px;color:#718096;margin:24px 0 0">${escapeHtml(rodape)}</p>
</div></body></html>`;
  return { to: options.to, subject: options.subject, text, html };
}
