import { formatData } from '@irradia/shared/format/data';
import type { MailMessage } from '../../platform/mail.ts';
import { mensagem } from '../../platform/mail-template.ts';

const dataBr = (d: Date) => formatData(d, { fuso: 'America/Sao_Paulo', porExtenso: true });

export function emailRecuperacao(produto: string, nome: string, to: string, link: string): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `Recuperação de senha - ${produto}`,
    paragrafos: [
      `Olá, ${nome}.`,
      'Recebemos um pedido para criar uma nova senha para a sua conta. O link abaixo vale por 1 hora e pode ser usado uma única vez.',
      'Se você não pediu, ignore esta mensagem: sua senha continua a mesma.',
    ],
    acao: { rotulo: 'Criar nova senha', url: link },
  });
}

export function emailPrimeiroAcesso(
  produto: string,
  nome: string,
  to: string,
  empresa: string,
  link: string,
): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `Seu acesso ao ${produto}`,
    paragrafos: [
      `Olá, ${nome}.`,
      `${empresa} cadastrou você no ${produto}. Crie sua senha pelo link abaixo para entrar; ele vale por 7 dias.`,
    ],
    acao: { rotulo: 'Criar minha senha', url: link },
  });
}

export function emailExclusaoAgendada(
  produto: string,
  nome: string,
  to: string,
  quando: Date,
  link: string,
): MailMessage {
  return mensagem({
    to,
    produto,
    subject: `Exclusão da sua conta agendada - ${produto}`,
    paragrafos: [
      `Olá, ${nome}.`,
      `A exclusão da sua conta foi agendada para ${dataBr(quando)}. Até lá, você pode cancelar em Minha conta.`,
      'Depois dessa data seus dados pessoais serão apagados; os registros das empresas guardam apenas uma referência anônima.',
    ],
    acao: { rotulo: 'Abrir Minha conta', url: link },
  });
}
