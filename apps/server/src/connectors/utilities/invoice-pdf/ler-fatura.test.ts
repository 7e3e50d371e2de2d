import { describe, expect, it } from 'vitest';
import {
  CAMPOS_DO_GABARITO,
  conferirCampo,
  digitalizar,
  faturasReais,
  lerFixture,
} from './fixtures/amostras.ts';
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

describe('fatura digitalizada (sem camada de texto): lida por OCR', () => {
  const cemig = faturasReais().find((f) => f.nome.endsWith('cemig_3001117181_2023-06_gd1_beneficiaria.pdf'));

  it('uma fatura real da CEMIG digitalizada a 150 dpi: lê o que o gabarito diz, nada errado, e todo campo lido vai para conferência', async () => {
    if (!cemig) throw new Error('amostra ausente (../shared/data/faturas)');
    const scan = await digitalizar(cemig.pdf(), { dpi: 150 });
    // The scan truly has no text: without OCR it is the old "sem_texto".
    expect(await lerFaturaPdf(scan, { ocr: false })).toMatchObject({ ok: false, motivo: 'sem_texto' });

    const r = await lerFaturaPdf(scan);
    if (!r.ok) throw new Error(`não leu: ${r.motivo}`);
    expect(r.ocr).toBe(true);
    expect(r.concessionaria).toBe('Cemig-D');
    const vereditos = Object.fromEntries(
      CAMPOS_DO_GABARITO.map((c) => [c, conferirCampo(r.campos, c, cemig.esperado[c])]),
    );
    expect(Object.values(vereditos)).not.toContain('errado');
    for (const campo of ['matricula', 'mes_referencia', 'vencimento', 'valor_total_rs'] as const) {
      expect(vereditos[campo], campo).toBe('certo');
      expect(r.origem[campo]?.pagina, campo).toBe(1);
    }
    expect([...r.conferir].sort()).toEqual(Object.keys(r.campos).sort());
  }, 180_000);

  it('uma página digitalizada sem nada de fatura continua "sem_texto", com a explicação', async () => {
    const r = await lerFaturaPdf(lerFixture('digitalizada-sem-texto.pdf'));
    expect(r).toMatchObject({ ok: false, motivo: 'sem_texto' });
    if (!r.ok) expect(r.mensagem).toMatch(/não tem texto selecionável.*reconhecimento de texto/);
  }, 120_000);
});
