import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configurarZodPtBr, MENSAGEM_OBRIGATORIO, regraZod } from './zod-pt-br.ts';

configurarZodPtBr();

function primeiro(schema: z.ZodType, valor: unknown) {
  const r = schema.safeParse(valor);
  if (r.success) throw new Error('esperava falha');
  const issue = r.error.issues[0];
  if (!issue) throw new Error('sem issue');
  return { message: issue.message, rule: regraZod({ ...issue, input: valor } as never) };
}

describe('mensagens de validação em pt-BR', () => {
  it('campo ausente pede "Preencha este campo"', () => {
    expect(primeiro(z.object({ nome: z.string() }), {}).message).toBe(MENSAGEM_OBRIGATORIO);
  });
  it('texto vazio com mínimo 1 também é obrigatório', () => {
    expect(primeiro(z.string().min(1), '').message).toBe(MENSAGEM_OBRIGATORIO);
  });
  it('mínimo de caracteres diz quantos', () => {
    expect(primeiro(z.string().min(4), 'ab').message).toBe('Informe no mínimo 4 caracteres');
  });
  it('e-mail inválido', () => {
    expect(primeiro(z.email(), 'x@').message).toBe('Informe um e-mail válido');
  });
  it('mensagem própria do schema prevalece', () => {
    expect(primeiro(z.string().min(4, 'Informe uma senha com no mínimo 4 caracteres'), 'a').message).toBe(
      'Informe uma senha com no mínimo 4 caracteres',
    );
  });
  it('número fora do intervalo', () => {
    expect(primeiro(z.number().max(10), 11).message).toBe('O valor deve ser no máximo 10');
  });
  it('regra nomeada por params.rule', () => {
    const r = z.string().refine(() => false, { params: { rule: 'cpf' }, message: 'Informe um CPF válido' });
    expect(primeiro(r, '1')).toEqual({ message: 'Informe um CPF válido', rule: 'cpf' });
  });
});
