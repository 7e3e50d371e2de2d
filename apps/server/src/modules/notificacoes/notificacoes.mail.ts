import type { MailMessage } from '../../platform/mail.ts';
import { mensagem } from '../../platform/mail-template.ts';

/** One alert, at once (preference "email"). */
export function emailAlerta(
  produto: string,
  to: string,
  titulo: string,
  texto: string | null,
  link: string,
): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `${titulo} - ${produto}`,
    paragrafos: [titulo, ...(texto ? [texto] : [])],
    acao: { rotulo: 'Ver a usina', url: link },
  });
}

/** The day's alerts in one e-mail (preference "resumo"). */
export function emailResumoAlertas(
  produto: string,
  to: string,
  alertas: ReadonlyArray<{ titulo: string; mensagem: string | null }>,
  link: string,
): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `${alertas.length} alerta(s) das suas usinas nas últimas 24 h - ${produto}`,
    paragrafos: [
      `Resumo dos alertas das últimas 24 horas (${alertas.length}):`,
      ...alertas.map((a) => `• ${a.titulo}${a.mensagem ? ` — ${a.mensagem}` : ''}`),
    ],
    acao: { rotulo: 'Ver usinas', url: link },
  });
}
