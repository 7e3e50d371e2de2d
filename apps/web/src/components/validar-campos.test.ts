import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validarCampos } from './validar-campos.ts';

const esquema = z.object({
  nome: z.string().min(1, 'Informe o nome').min(3, 'Nome curto demais'),
  potencia: z.coerce.number().positive('Informe a potência'),
  interno: z.string().min(1, 'não é campo do formulário'),
});

function formulario() {
  return renderHook(() => useForm<{ nome: string; potencia: string }>()).result;
}

describe('validarCampos', () => {
  it('válido: devolve a entrada já convertida pelo esquema', () => {
    const form = formulario();
    const r = validarCampos(esquema, { nome: 'Usina', potencia: '8.4', interno: 'x' }, form.current, [
      'nome',
      'potencia',
    ]);
    expect(r).toEqual({ nome: 'Usina', potencia: 8.4, interno: 'x' });
  });

  it('inválido: cada campo mostra a primeira mensagem, e o que não é campo do formulário fica de fora', () => {
    const form = formulario();
    let r: unknown;
    act(() => {
      r = validarCampos(esquema, { nome: '', potencia: '0', interno: '' }, form.current, [
        'nome',
        'potencia',
      ]);
    });
    expect(r).toBeNull();
    expect(form.current.getFieldState('nome').error?.message).toBe('Informe o nome');
    expect(form.current.getFieldState('potencia').error?.message).toBe('Informe a potência');
    expect(form.current.getFieldState('interno' as never).error).toBeUndefined();
  });

  it('campo aninhado: a mensagem vai para o caminho com pontos quando ele é um campo do formulário', () => {
    const aninhado = z.object({
      especificacoes: z.object({ potencia_wp: z.number('Informe a potência em Wp') }),
    });
    const form = renderHook(() => useForm<{ especificacoes: { potencia_wp: string } }>()).result;
    act(() => {
      validarCampos(aninhado, { especificacoes: {} }, form.current, ['especificacoes.potencia_wp']);
    });
    expect(form.current.getFieldState('especificacoes.potencia_wp').error?.message).toBe(
      'Informe a potência em Wp',
    );
  });
});
