// Over 400 lines: one SMTP listener and one company's inbox exercised end to end; the cases share the mail it received.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ItemCaixa } from '@irradia/shared/faturas/caixa-de-entrada';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { como, criarEmpresa, criarPessoa, type Pessoa } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { criarUsinaDireta } from '../../../test/usinas-de-teste.ts';
import { lerFaturaPdf } from '../../connectors/utilities/invoice-pdf/ler-fatura.ts';
import type { SmtpEntrada } from '../../platform/smtp-entrada.ts';
import { iniciarRecepcao } from './caixa-de-entrada.recepcao.ts';

// Invoices by e-mail, end to end: nodemailer delivers over real SMTP to the listener the server
// starts (on a free port), the mail is parsed, each PDF read and filed, and the API shows it.

const FIXTURES = join(import.meta.dirname, '../../connectors/utilities/invoice-pdf/fixtures');
const pdf = (nome: string) => readFileSync(join(FIXTURES, nome));
const ENERGISA = pdf('energisa-gd2-beneficiaria.pdf');
const COPEL = pdf('copel-geradora.pdf');
const DOMINIO = 'faturas.teste.com.br';
const POR_HORA = 3;

interface Empresa {
  uuid: string;
  dono: Pessoa;
  usina: string;
  endereco: string;
}
interface Lista {
  data: ItemCaixa[];
  meta: { total: number; endereco: string | null; automatica: boolean };
}

let t: TestApp;
let smtp: SmtpEntrada;
/** The app's clock runs this far ahead of the wall clock (the hourly limit is read on it). */
let adiantamento = 0;
let A: Empresa;
let B: Empresa;
/** Installation number and utility each fixture carries, as the reader reads them today. */
const lido: Record<'energisa' | 'copel', { matricula: string; sigla: string; mes: string }> = {
  energisa: { matricula: '', sigla: '', mes: '' },
  copel: { matricula: '', sigla: '', mes: '' },
};
const unidadesDeA: Record<string, string> = {};

const api = (e: Empresa, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: como(e.dono, e), ...(payload ? { payload } : {}) });

async function caixa(e: Empresa): Promise<Lista> {
  const r = await api(e, 'GET', '/api/faturas/caixa-de-entrada?limit=100');
  expect(r.statusCode).toBe(200);
  return r.json() as Lista;
}

type Anexo = {
  filename?: string;
  content: Buffer | string;
  contentType?: string;
  cid?: string;
  contentDisposition?: 'attachment' | 'inline';
};

function enviar(para: string | string[], anexos: Anexo[], extra: Record<string, unknown> = {}) {
  const transporte = nodemailer.createTransport({
    host: '127.0.0.1',
    port: smtp.porta,
    secure: false,
    ignoreTLS: true,
  });
  return transporte
    .sendMail({
      from: 'Concessionária <faturas@concessionaria.com.br>',
      to: para,
      subject: 'Sua fatura chegou',
      text: 'Segue a fatura em anexo.',
      attachments: anexos,
      ...extra,
    })
    .finally(() => transporte.close());
}

/** The SMTP reply a refused delivery carried (code and text), as the sender's server sees it. */
async function recusa(envio: Promise<unknown>): Promise<{ code: number; texto: string }> {
  try {
    await envio;
  } catch (err) {
    const e = err as { responseCode?: number; response?: string };
    return { code: e.responseCode ?? 0, texto: e.response ?? String(err) };
  }
  throw new Error('a mensagem foi aceita');
}

async function novaEmpresa(): Promise<Empresa> {
  const dono = await criarPessoa(t, 'Dona');
  const e = await criarEmpresa(t, dono);
  const usina = await criarUsinaDireta(t, e.uuid, `Usina ${e.nome}`);
  const base = { uuid: e.uuid, dono, usina, endereco: '' };
  base.endereco = (await caixa(base)).meta.endereco ?? '';
  return base;
}

async function criarUnidade(e: Empresa, matricula: string, sigla: string): Promise<string> {
  const cs = (await api(e, 'GET', `/api/concessionarias?search=${encodeURIComponent(sigla)}`)).json() as {
    data: Array<{ uuid: string }>;
  };
  const todas = (await api(e, 'GET', '/api/concessionarias?limit=1')).json() as {
    data: Array<{ uuid: string }>;
  };
  const r = await api(e, 'POST', '/api/unidades', {
    usina: e.usina,
    concessionaria: cs.data[0]?.uuid ?? todas.data[0]?.uuid,
    tipo: 'beneficiaria',
    matricula,
    classe: 'residencial',
  });
  expect(r.statusCode).toBe(201);
  return (r.json() as { data: { uuid: string } }).data.uuid;
}

beforeAll(async () => {
  for (const [chave, dados] of [
    ['energisa', ENERGISA],
    ['copel', COPEL],
  ] as const) {
    const l = await lerFaturaPdf(new Uint8Array(dados));
    if (!l.ok || !l.campos.matricula || !l.campos.mes_referencia)
      throw new Error(`a fixture ${chave} não foi lida`);
    lido[chave] = { matricula: l.campos.matricula, sigla: l.concessionaria, mes: l.campos.mes_referencia };
  }
  t = await createTestApp({
    env: {
      SMTP_INBOUND_PORT: '0',
      INBOUND_MAIL_DOMAIN: DOMINIO,
      INBOUND_MAIL_PER_HOUR: String(POR_HORA),
      INBOUND_MAIL_MAX_BYTES: String(8 * 1024 * 1024),
    },
    deps: { now: () => new Date(Date.now() + adiantamento) },
  });
  smtp = await iniciarRecepcao(t.ctx, 0);
  A = await novaEmpresa();
  B = await novaEmpresa();
  unidadesDeA.energisa = await criarUnidade(A, lido.energisa.matricula, lido.energisa.sigla);
  unidadesDeA.copel = await criarUnidade(A, lido.copel.matricula, lido.copel.sigla);
}, 60_000);
afterAll(async () => {
  await smtp?.fechar();
  await t?.close();
});
// Each test starts in an hour of its own: the per-company limit counts the last hour's mail.
beforeEach(() => {
  adiantamento += 61 * 60_000;
});

describe('faturas por e-mail', () => {
  it('cada empresa tem o seu endereço no domínio configurado', async () => {
    expect(A.endereco).toMatch(new RegExp(`^faturas\\+[a-z2-9]{16}@${DOMINIO.replaceAll('.', '\\.')}$`));
    expect(B.endereco).toMatch(/^faturas\+/);
    expect(B.endereco).not.toBe(A.endereco);
    const l = await caixa(A);
    expect(l.meta).toMatchObject({ total: 0, per_page: 100, current_page: 1, automatica: false });
  });

  it('um e-mail com dois PDFs vira duas faturas a conferir, cada uma na sua unidade, com aviso', async () => {
    const info = await enviar(A.endereco, [
      { filename: 'energisa.pdf', content: ENERGISA },
      { filename: 'copel.pdf', content: COPEL },
    ]);
    expect(info.accepted).toEqual([A.endereco]);
    const l = await caixa(A);
    expect(l.meta.total).toBe(2);
    const porArquivo = Object.fromEntries(l.data.map((i) => [i.arquivo, i]));
    expect(porArquivo['energisa.pdf']).toMatchObject({
      situacao: 'a_conferir',
      remetente: expect.stringContaining('faturas@concessionaria.com.br'),
      assunto: 'Sua fatura chegou',
      matricula: lido.energisa.matricula,
      concessionaria: lido.energisa.sigla,
      unidade: { uuid: unidadesDeA.energisa, matricula: lido.energisa.matricula },
      leitura: { ok: true, campos: expect.objectContaining({ mes_referencia: lido.energisa.mes }) },
    });
    expect(porArquivo['copel.pdf']).toMatchObject({
      situacao: 'a_conferir',
      unidade: { uuid: unidadesDeA.copel },
    });
    for (const i of l.data) expect(new Date(i.recebida_em).toString()).not.toBe('Invalid Date');

    const baixado = await api(A, 'GET', `/api/faturas/caixa-de-entrada/${porArquivo['copel.pdf']?.uuid}/pdf`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-type']).toBe('application/pdf');
    expect(baixado.headers['cache-control']).toBe('private, no-store');
    expect(baixado.rawPayload.equals(COPEL)).toBe(true);

    const avisos = (
      await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(A.dono) })
    ).json() as {
      data: Array<{ titulo: string; link: string; empresa: { uuid: string } | null }>;
    };
    expect(avisos.data[0]).toMatchObject({
      titulo: '2 faturas recebidas por e-mail para conferir',
      link: '/faturas',
      empresa: { uuid: A.uuid },
    });
  });

  it('confirmar pelo POST /api/faturas com o pdf do item tira o item da caixa; descartar apaga o item e o PDF', async () => {
    const { data } = await caixa(A);
    const energisa = data.find((i) => i.arquivo === 'energisa.pdf');
    const copel = data.find((i) => i.arquivo === 'copel.pdf');
    if (!energisa?.leitura.ok || !copel) throw new Error('itens do teste anterior ausentes');
    const {
      matricula: _m,
      classe: _c,
      grupo_tensao: _g,
      fornecimento: _f,
      gd: _gd,
      ...campos
    } = energisa.leitura.campos;
    const salva = await api(A, 'POST', '/api/faturas', {
      ...campos,
      unidade: energisa.unidade?.uuid,
      pdf: energisa.pdf,
    });
    expect(salva.statusCode).toBe(201);
    expect((salva.json() as { data: { origem: string; pdf_url: string } }).data.origem).toBe('pdf');
    expect((await caixa(A)).data.map((i) => i.arquivo)).toEqual(['copel.pdf']);

    const descarte = await api(A, 'DELETE', `/api/faturas/caixa-de-entrada/${copel.uuid}`);
    expect(descarte.statusCode).toBe(204);
    expect((await caixa(A)).data).toEqual([]);
    const pdfDescartado = await api(A, 'GET', `/api/faturas/caixa-de-entrada/${copel.uuid}/pdf`);
    expect(pdfDescartado.statusCode).toBe(404);
    expect(pdfDescartado.json()).toEqual({ message: 'Item não encontrado' });
    // The invoice keeps its PDF; the discarded one is gone from storage.
    const f = (salva.json() as { data: { pdf_url: string } }).data;
    expect((await api(A, 'GET', f.pdf_url)).rawPayload.equals(ENERGISA)).toBe(true);
    expect(await t.ctx.storage.get(copel.pdf)).toBeNull();
  });

  it('no modo automático a fatura lida por inteiro é registrada na hora; se o mês já existe, espera na caixa', async () => {
    const ligar = await api(A, 'PUT', '/api/faturas/caixa-de-entrada', { automatica: true });
    expect(ligar.statusCode).toBe(200);
    expect(ligar.json()).toEqual({ data: { endereco: A.endereco, automatica: true } });

    await enviar(A.endereco, [{ filename: 'copel.pdf', content: COPEL }]);
    expect((await caixa(A)).data).toEqual([]);
    const faturas = async () =>
      (
        (await api(A, 'GET', `/api/faturas?unidade=${unidadesDeA.copel}`)).json() as {
          data: Array<{ mes_referencia: string; status: string; tem_pdf: boolean; origem: string }>;
        }
      ).data;
    expect(await faturas()).toEqual([
      expect.objectContaining({
        mes_referencia: lido.copel.mes,
        status: 'aberta',
        tem_pdf: true,
        origem: 'pdf',
      }),
    ]);
    const avisos = (
      await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(A.dono) })
    ).json() as {
      data: Array<{ titulo: string }>;
    };
    expect(avisos.data[0]?.titulo).toBe('1 fatura recebida por e-mail registrada');

    // The same month again: never overwritten, the copy waits to be looked at.
    const antes = await faturas();
    await enviar(A.endereco, [{ filename: 'copel-de-novo.pdf', content: COPEL }]);
    expect(await faturas()).toEqual(antes);
    const l = await caixa(A);
    expect(l.meta.automatica).toBe(true);
    expect(l.data).toEqual([
      expect.objectContaining({ arquivo: 'copel-de-novo.pdf', situacao: 'a_conferir' }),
    ]);
    const item = l.data[0];
    expect((await api(A, 'DELETE', `/api/faturas/caixa-de-entrada/${item?.uuid}`)).statusCode).toBe(204);

    const desligar = await api(A, 'PUT', '/api/faturas/caixa-de-entrada', { automatica: false });
    expect(desligar.json()).toEqual({ data: { endereco: A.endereco, automatica: false } });
    const invalido = await api(A, 'PUT', '/api/faturas/caixa-de-entrada', { automatica: 'sim' });
    expect(invalido.statusCode).toBe(422);
  });

  it('PDF de unidade desconhecida fica sem unidade; criada a unidade, passa a conferir', async () => {
    const D = await novaEmpresa();
    await enviar(D.endereco, [{ filename: 'copel.pdf', content: COPEL }]);
    const antes = await caixa(D);
    expect(antes.data).toEqual([
      expect.objectContaining({
        arquivo: 'copel.pdf',
        situacao: 'sem_unidade',
        matricula: lido.copel.matricula,
        concessionaria: lido.copel.sigla,
        unidade: null,
      }),
    ]);
    const avisos = (
      await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(D.dono) })
    ).json() as { data: Array<{ titulo: string; mensagem: string }> };
    expect(avisos.data[0]?.titulo).toBe('1 fatura recebida por e-mail sem unidade');
    expect(avisos.data[0]?.mensagem).toMatch(/Cadastre a unidade consumidora/);

    const unidade = await criarUnidade(D, lido.copel.matricula, lido.copel.sigla);
    const depois = await caixa(D);
    expect(depois.data).toEqual([
      expect.objectContaining({
        uuid: antes.data[0]?.uuid,
        situacao: 'a_conferir',
        unidade: { uuid: unidade, matricula: lido.copel.matricula },
      }),
    ]);
    // The unit removed again: the item waits for one once more.
    expect((await api(D, 'DELETE', `/api/unidades/${unidade}`)).statusCode).toBe(204);
    expect((await caixa(D)).data[0]).toMatchObject({ situacao: 'sem_unidade', unidade: null });
  });

  it('endereço desconhecido é recusado no SMTP com o motivo', async () => {
    const desconhecido = `faturas+naoexiste1234567@${DOMINIO}`;
    const r = await recusa(enviar(desconhecido, [{ filename: 'f.pdf', content: COPEL }]));
    expect(r.code).toBe(550);
    expect(r.texto).toContain(`Endereço desconhecido: ${desconhecido}`);
    // A's token on another domain, or another mailbox name: refused too.
    const token = A.endereco.split('@')[0]?.slice('faturas+'.length);
    for (const outro of [`faturas+${token}@outro.com.br`, `contato@${DOMINIO}`])
      expect((await recusa(enviar(outro, [{ filename: 'f.pdf', content: COPEL }]))).code).toBe(550);
    // Case does not matter in the address.
    const maiusculas = A.endereco.toUpperCase();
    expect((await enviar(maiusculas, [{ filename: 'f.pdf', content: COPEL }])).accepted).toHaveLength(1);
    const l = await caixa(A);
    expect(l.data).toHaveLength(1);
    expect((await api(A, 'DELETE', `/api/faturas/caixa-de-entrada/${l.data[0]?.uuid}`)).statusCode).toBe(204);
  });

  it('anexo que não é PDF (pelo conteúdo) recusa a mensagem inteira dizendo qual; sem PDF também', async () => {
    const planilha = await recusa(
      enviar(A.endereco, [
        { filename: 'fatura.pdf', content: ENERGISA },
        { filename: 'planilha.xlsx', content: Buffer.from('PK\u0003\u0004 planilha') },
      ]),
    );
    expect(planilha).toEqual({
      code: 550,
      texto: expect.stringContaining('Anexo que não é PDF: planilha.xlsx'),
    });
    // The name and declared type say PDF; the bytes do not.
    const falso = await recusa(
      enviar(A.endereco, [
        {
          filename: 'fatura-falsa.pdf',
          content: Buffer.from('<html>não sou um PDF</html>'),
          contentType: 'application/pdf',
        },
      ]),
    );
    expect(falso).toEqual({
      code: 550,
      texto: expect.stringContaining('Anexo que não é PDF: fatura-falsa.pdf'),
    });
    const vazio = await recusa(enviar(A.endereco, []));
    expect(vazio).toEqual({ code: 550, texto: expect.stringContaining('Nenhum PDF anexado') });
    expect((await caixa(A)).data).toEqual([]);
  });

  it('imagem da assinatura no corpo é ignorada; o PDF ao lado é arquivado, mesmo marcado inline', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await enviar(
      A.endereco,
      [
        // Apple Mail sends attachments with Content-Disposition: inline.
        { filename: 'copel.pdf', content: COPEL, contentDisposition: 'inline' },
        { filename: 'logo.png', content: png, cid: 'logo@assinatura' },
      ],
      {
        html: '<p>Segue a fatura.</p><img src="cid:logo@assinatura">',
      },
    );
    const l = await caixa(A);
    expect(l.data.map((i) => i.arquivo)).toEqual(['copel.pdf']);
    expect((await api(A, 'DELETE', `/api/faturas/caixa-de-entrada/${l.data[0]?.uuid}`)).statusCode).toBe(204);
  });

  it('PDF acima de 5 MB e mensagem acima do limite são recusados com 552 e o motivo', async () => {
    const grande = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const pdfGrande = await recusa(enviar(A.endereco, [{ filename: 'grande.pdf', content: grande }]));
    expect(pdfGrande).toEqual({
      code: 552,
      texto: expect.stringContaining('PDF maior que 5 MB: grande.pdf'),
    });
    const enorme = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(7 * 1024 * 1024, 0x20)]);
    const mensagem = await recusa(enviar(A.endereco, [{ filename: 'enorme.pdf', content: enorme }]));
    expect(mensagem).toEqual({
      code: 552,
      texto: expect.stringContaining('Mensagem maior que o limite de 8 MB'),
    });
    expect((await caixa(A)).data).toEqual([]);
  }, 60_000);

  it('o que chega ao endereço de B nunca aparece para A; um só e-mail não entra em duas empresas', async () => {
    const info = await enviar([B.endereco, A.endereco], [{ filename: 'de-b.pdf', content: ENERGISA }]);
    // The first recipient decides the company; the other is refused with the reason.
    expect(info.accepted).toEqual([B.endereco]);
    expect(info.rejected).toEqual([A.endereco]);
    expect(String(info.rejectedErrors?.[0])).toContain('envie uma mensagem para cada endereço');

    const deB = await caixa(B);
    expect(deB.data).toEqual([
      expect.objectContaining({ arquivo: 'de-b.pdf', situacao: 'sem_unidade', unidade: null }),
    ]);
    expect((await caixa(A)).data).toEqual([]);
    const item = deB.data[0]?.uuid;
    for (const [method, url] of [
      ['GET', `/api/faturas/caixa-de-entrada/${item}/pdf`],
      ['DELETE', `/api/faturas/caixa-de-entrada/${item}`],
    ] as const) {
      const r = await api(A, method, url);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Item não encontrado' });
    }
    // A has a unit with this installation number; B's item still waits for one of B's.
    expect((await caixa(B)).data[0]?.situacao).toBe('sem_unidade');
    expect((await caixa(B)).meta.total).toBe(1);
  });

  it('um novo endereço aposenta o anterior', async () => {
    const antigo = A.endereco;
    const r = await api(A, 'POST', '/api/faturas/caixa-de-entrada/endereco');
    expect(r.statusCode).toBe(200);
    const novo = (r.json() as { data: { endereco: string; automatica: boolean } }).data;
    expect(novo.endereco).not.toBe(antigo);
    expect(novo.endereco).toMatch(/^faturas\+[a-z2-9]{16}@/);
    expect((await recusa(enviar(antigo, [{ filename: 'f.pdf', content: COPEL }]))).texto).toContain(
      'Endereço desconhecido',
    );
    A.endereco = novo.endereco;
    expect((await enviar(A.endereco, [{ filename: 'f.pdf', content: COPEL }])).accepted).toEqual([
      A.endereco,
    ]);
    expect((await caixa(A)).meta.endereco).toBe(A.endereco);
    const l = await caixa(A);
    expect((await api(A, 'DELETE', `/api/faturas/caixa-de-entrada/${l.data[0]?.uuid}`)).statusCode).toBe(204);
  });

  it(`mais de ${POR_HORA} mensagens numa hora para a mesma empresa: 452 até a hora passar`, async () => {
    const C = await novaEmpresa();
    for (let i = 0; i < POR_HORA; i++) await enviar(C.endereco, [{ filename: `f${i}.pdf`, content: COPEL }]);
    const excesso = await recusa(enviar(C.endereco, [{ filename: 'excesso.pdf', content: COPEL }]));
    expect(excesso).toEqual({
      code: 452,
      texto: expect.stringContaining(`Limite de ${POR_HORA} mensagens por hora atingido`),
    });
    // Another company is not held back by C's volume.
    expect((await enviar(B.endereco, [{ filename: 'b.pdf', content: COPEL }])).accepted).toEqual([
      B.endereco,
    ]);
    expect((await caixa(C)).meta.total).toBe(POR_HORA);
    adiantamento += 61 * 60_000;
    expect((await enviar(C.endereco, [{ filename: 'depois.pdf', content: COPEL }])).accepted).toEqual([
      C.endereco,
    ]);
  });

  it('falha ao guardar o segundo PDF: 451, nada do e-mail fica na caixa, e o reenvio entra inteiro', async () => {
    const storage = t.ctx.storage;
    const put = storage.put.bind(storage);
    let chamadas = 0;
    storage.put = async (chave, dados) => {
      chamadas += 1;
      if (chamadas === 2) throw new Error('disco cheio (falha injetada)');
      return put(chave, dados);
    };
    const anexos = [
      { filename: 'um.pdf', content: ENERGISA },
      { filename: 'dois.pdf', content: COPEL },
    ];
    try {
      const r = await recusa(enviar(A.endereco, anexos));
      expect(r).toEqual({ code: 451, texto: expect.stringContaining('tente de novo mais tarde') });
    } finally {
      storage.put = put;
    }
    expect((await caixa(A)).data).toEqual([]);
    await enviar(A.endereco, anexos);
    expect((await caixa(A)).data.map((i) => i.arquivo).sort()).toEqual(['dois.pdf', 'um.pdf']);
  });
});
