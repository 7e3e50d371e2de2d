import { describe, expect, it } from 'vitest';
import { lerFixture } from './fixtures/amostras.ts';
import { lerFaturaPdf, senhasCandidatas } from './ler-fatura.ts';

describe('leitura de fatura em PDF: quando não dá para ler', () => {
  it('layout de concessionária desconhecida, mesmo com números plausíveis: não lê nada e pede preenchimento manual', async () => {
    expect(await lerFaturaPdf(lerFixture('desconhecida.pdf'))).toEqual({
      ok: false,
      motivo: 'layout_desconhecido',
      mensagem:
        'Não foi possível ler esta fatura: o layout desta concessionária ainda não é reconhecido. Preencha os campos manualmente.',
    });
  });

  it('PDF sem camada de texto (digitalizado) responde sem_texto com a explicação', async () => {
    const r = await lerFaturaPdf(lerFixture('digitalizada-sem-texto.pdf'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.motivo).toBe('sem_texto');
    expect(r.mensagem).toMatch(/não tem texto selecionável.*imagem digitalizada/);
  });

  it.each([
    ['bytes aleatórios', new Uint8Array(Array.from({ length: 400 }, (_, i) => (i * 97 + 13) % 256))],
    ['cabeçalho de PDF sem corpo', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<<>>\n')],
    ['arquivo vazio', new Uint8Array()],
  ])('%s: ilegivel, com mensagem em português', async (_nome, bytes) => {
    expect(await lerFaturaPdf(bytes)).toEqual({
      ok: false,
      motivo: 'ilegivel',
      mensagem:
        'Não foi possível abrir este arquivo como PDF. Verifique se o arquivo está completo e tente de novo, ou preencha os campos manualmente.',
    });
  });
});

describe('leitura de fatura em PDF: o que se lê', () => {
  it('quem chamou continua com os bytes do PDF depois da leitura', async () => {
    const pdf = lerFixture('energisa-gd2-beneficiaria.pdf');
    const tamanho = pdf.byteLength;
    await lerFaturaPdf(pdf);
    expect(pdf.byteLength).toBe(tamanho);
    expect((await lerFaturaPdf(pdf)).ok).toBe(true);
  });

  it('cada layout reconhece só a sua fatura', async () => {
    const concessionarias = await Promise.all(
      ['energisa-gd2-beneficiaria.pdf', 'copel-geradora.pdf', 'cpfl-gerada.pdf'].map(async (nome) => {
        const r = await lerFaturaPdf(lerFixture(nome));
        return r.ok ? r.concessionaria : r.motivo;
      }),
    );
    expect(concessionarias).toEqual(['Energisa MT', 'Copel-DIS', 'CPFL Piratininga']);
  });
});

describe('senhas de PDF protegido', () => {
  it('tenta os 5, 4 e 6 primeiros dígitos e o documento inteiro de cada CPF/CNPJ, sem repetir nem aceitar documento inválido', () => {
    expect(senhasCandidatas(['123.456.789-01', '12.345.678/0001-95', 'abc', '123'])).toEqual([
      '12345',
      '1234',
      '123456',
      '12345678901',
      '12345678000195',
    ]);
  });
});
