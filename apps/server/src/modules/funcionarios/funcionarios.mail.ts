import type { MailMessage } from '../../platform/mail.ts';
import { mensagem } from '../../platform/mail-template.ts';

export function emailConvite(
  produto: string,
  nome: string,
  to: string,
  empresa: string,
  link: string,
): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `${empresa} convidou você - ${produto}`,
    paragrafos: [
      `Olá, ${nome}.`,
      `${empresa} quer incluir você na equipe dela no ${produto}. Entre na sua conta e aceite o convite para começar.`,
    ],
    acao: { rotulo: 'Ver convite', url: link },
  });
}
