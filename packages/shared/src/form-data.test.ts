import { describe, expect, it } from 'vitest';
import { fromBracketEntries, toBracketEntries } from './form-data.ts';

describe('form-data com chaves em colchetes', () => {
  it('ida e volta de um objeto aninhado', () => {
    const obj = { nome: 'Solar', cliente: { endereco: { cep: '01310100', numero: '10' } }, tags: ['a', 'b'] };
    const entries = toBracketEntries(obj);
    expect(entries).toEqual([
      ['nome', 'Solar'],
      ['cliente[endereco][cep]', '01310100'],
      ['cliente[endereco][numero]', '10'],
      ['tags[0]', 'a'],
      ['tags[1]', 'b'],
    ]);
    expect(fromBracketEntries(entries)).toEqual(obj);
  });
  it('booleanos, números, datas e nulos viram texto; undefined é omitido', () => {
    const entries = toBracketEntries({
      a: true,
      b: 2,
      c: new Date('2026-01-02T03:04:05Z'),
      d: null,
      e: undefined,
    });
    expect(entries).toEqual([
      ['a', 'true'],
      ['b', '2'],
      ['c', '2026-01-02T03:04:05.000Z'],
      ['d', ''],
    ]);
  });
  it('arquivos seguem como estão', () => {
    const file = new Blob(['x']);
    expect(toBracketEntries({ usuario: { avatar: file } })).toEqual([['usuario[avatar]', file]]);
  });
  it('listas de objetos e [] para acrescentar', () => {
    expect(
      fromBracketEntries([
        ['itens[0][nome]', 'a'],
        ['itens[1][nome]', 'b'],
        ['ids[]', '1'],
        ['ids[]', '2'],
      ]),
    ).toEqual({ itens: [{ nome: 'a' }, { nome: 'b' }], ids: ['1', '2'] });
  });
  it('ignora tentativas de poluir o protótipo', () => {
    const out = fromBracketEntries([
      ['__proto__[admin]', 'true'],
      ['a[constructor][prototype][x]', '1'],
      ['ok', '1'],
    ]);
    expect(out).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
  it('chaves que se contradizem não quebram: a última estrutura vence', () => {
    expect(
      fromBracketEntries([
        ['a[]', 'x'],
        ['a[0][1][2]', 'y'],
        ['b', 'texto'],
        ['b[c]', 'z'],
      ]),
    ).toEqual({ a: [[undefined, [undefined, undefined, 'y']]], b: { c: 'z' } });
  });
  it('chaves malformadas ficam como chave simples', () => {
    expect(fromBracketEntries([['a]b[', '1']])).toEqual({ 'a]b[': '1' });
  });
});
