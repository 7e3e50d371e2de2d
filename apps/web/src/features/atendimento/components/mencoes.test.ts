import { describe, expect, it } from 'vitest';
import { descreverEvento, paginaDoRegistro, tempoRelativo } from './cartao-textos.ts';
import { inserirMencao, mencaoEmCurso, mencoesDoTexto, partesDoTexto } from './mencoes.ts';

const ana = { uuid: 'a', nome: 'Ana Lima' };

describe('menções', () => {
  it('reconhece a menção sendo digitada, não um e-mail nem um nome já escolhido', () => {
    expect(mencaoEmCurso('Olá @an', 7)).toEqual({ inicio: 4, busca: 'an' });
    expect(mencaoEmCurso('@', 1)).toEqual({ inicio: 0, busca: '' });
    expect(mencaoEmCurso('ana@empresa', 11)).toBeNull();
    expect(mencaoEmCurso('Olá @Ana Lima obrigado', 22, [ana])).toBeNull();
    expect(mencaoEmCurso('Olá @an e depois', 7)).toEqual({ inicio: 4, busca: 'an' });
  });

  it('troca "@busca" por "@Nome " e põe o cursor depois', () => {
    expect(inserirMencao('Olá @an', 7, 4, 'Ana Lima')).toEqual({ texto: 'Olá @Ana Lima ', caret: 14 });
    expect(inserirMencao('@an veja', 3, 0, 'Ana Lima')).toEqual({ texto: '@Ana Lima veja', caret: 10 });
  });

  it('envia só quem ainda está no texto, uma vez', () => {
    const bruno = { uuid: 'b', nome: 'Bruno' };
    expect(mencoesDoTexto('@Ana Lima e @Ana Lima', [ana, bruno])).toEqual(['a']);
  });

  it('destaca os nomes mencionados no texto', () => {
    expect(partesDoTexto('Oi @Ana Lima!', [ana])).toEqual([
      { texto: 'Oi ', mencao: false },
      { texto: '@Ana Lima', mencao: true },
      { texto: '!', mencao: false },
    ]);
  });
});

describe('textos do cartão', () => {
  it('tempo relativo em pt-BR', () => {
    const agora = new Date('2026-11-22T12:00:00Z');
    expect(tempoRelativo('2026-11-22T11:59:50Z', agora)).toBe('agora');
    expect(tempoRelativo('2026-11-22T11:55:00Z', agora)).toBe('há 5 minutos');
    expect(tempoRelativo('2026-11-21T12:00:00Z', agora)).toBe('ontem');
  });

  it('a página do negócio segue o status; uma solicitação não tem', () => {
    expect(paginaDoRegistro('pedido', 'u', 'enviada')).toBe('/orcamentos/u');
    expect(paginaDoRegistro('pedido', 'u', 'assinado')).toBe('/contratos/u');
    expect(paginaDoRegistro('pedido', 'u', 'fechada')).toBe('/vendas/u');
    expect(paginaDoRegistro('atendimento', 'u', 'aberto')).toBeNull();
  });

  it('descreve cada linha do histórico', () => {
    const e = { mensagem: null, empresa: null, usuario: null, criado_em: '2026-11-22T12:00:00Z' };
    expect(
      descreverEvento('atendimento', { ...e, tipo: 'prazo', de: '2026-11-25', para: '2026-12-01' }),
    ).toBe('Prazo: 25/11/2026 → 01/12/2026');
    expect(descreverEvento('atendimento', { ...e, tipo: 'anexo', de: 'a.pdf', para: 'Anexo excluído' })).toBe(
      'Excluiu o anexo a.pdf',
    );
    expect(descreverEvento('pedido', { ...e, de: 'rascunho', para: 'enviada' })).toBe(
      'Status: Rascunho → Enviada',
    );
  });
});
