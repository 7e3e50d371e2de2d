import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { ContaSimulada } from '../src/connectors/makers/growatt/simulator.ts';
import { avaliarAlertas } from '../src/modules/alertas/alertas.service.ts';
import { criarFila } from '../src/workers.ts';
import { como, criarEmpresa, criarPessoa, type Pessoa } from './factories.ts';
import type { TestApp } from './helpers.ts';
import { multipart } from './multipart.ts';

// One of every kind of record a company can own, created through the API where there is a route
// for it (plants and inverters come from importing a Growatt account of the simulator; alerts
// and their notifications from the alert evaluation the monitoring job runs).

/** A CPFL invoice generated for tests (no real customer). */
const PDF_FATURA = join(
  import.meta.dirname,
  '../src/connectors/utilities/invoice-pdf/fixtures/cpfl-gerada.pdf',
);

export interface Semente {
  rotulo: string;
  dono: Pessoa;
  empresa: { uuid: string; nome: string };
  setor: string;
  cargo: string;
  /** An employee invited (an existing account) who has not answered yet. */
  funcionario: string;
  convidado: Pessoa;
  cliente: string;
  portal: string;
  importacao: string;
  usina: string;
  usinaNome: string;
  outraUsina: string;
  inversor: string;
  /** A plant created by hand (no portal) and the inverter typed into it. */
  usinaManual: string;
  inversorDigitado: string;
  unidade: string;
  fatura: string;
  /** The stored PDF of the invoice. */
  pdf: string;
  /** A PDF that arrived at the company's inbound address and waits in its inbox, and its stored PDF. */
  itemCaixa: string;
  pdfCaixa: string;
  /** Filled by `integrar`, after every seeding (no job queue is drained after it). */
  integracao: string;
  painel: string;
  notificacao: string;
  alerta: string;
  /** Catalogue (issue 24): a category, a module in it (with a datasheet), a kit of that module, a stock entry. */
  categoria: string;
  produto: string;
  kit: string;
  movimento: string;
  /** Services (issue 24): one of its own; `atendimento` (its request to a prestador) is filled by `solicitarComoSemente`. */
  servico: string;
  atendimento: string;
  /** Its purchase order to a distribuidor (issue 24), filled by `pedirComoSemente`. */
  pedido: string;
  /** IBGE code of the city with the company's own irradiation values. */
  cidadeIrradiacao: string;
  /** Utilities the records use (global catalogue). */
  cpfl: string;
  celesc: string;
  /** Every uuid and name of the company's records: none may show up to another company. */
  marcas: string[];
}

/** The Growatt account a company imports from: two plants, the first with one inverter. */
export function contaGrowatt(rotulo: string, userId: number): ContaSimulada {
  return {
    login: `${rotulo.toLowerCase()}@portal.com.br`,
    senha: `Growatt@${rotulo}`,
    userId,
    usinas: [
      {
        id: `${userId}1`,
        nome: `Usina ${rotulo} Norte`,
        latitude: -23.5,
        inversores: [
          { sn: `${rotulo.slice(0, 3).toUpperCase()}0000001`, nome: `Inversor ${rotulo}`, kwp: 6 },
        ],
      },
      {
        id: `${userId}2`,
        nome: `Usina ${rotulo} Sul`,
        latitude: -23.6,
        inversores: [
          { sn: `${rotulo.slice(0, 3).toUpperCase()}0000002`, nome: `Inversor ${rotulo} 2`, kwp: 4 },
        ],
      },
    ],
  };
}

type Corpo = Record<string, unknown>;

/** POST /api/faturas/leitura's body: the test invoice PDF as multipart form-data. */
export function multipartPdf(): { payload: Buffer; headers: Record<string, string> } {
  const boundary = 'semeadura-fatura';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="fatura.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      readFileSync(PDF_FATURA),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

/**
 * Seeds a company named after `rotulo` (an integrator, so every resource of spec §6 applies),
 * owned by a new person. `conta` must exist in the Growatt simulator the app points at,
 * `matricula` must be unique among the tests' consumer units, and `smtpEntrada` is the port of the
 * app's inbound mail listener (faturas/caixa-de-entrada.recepcao.ts iniciarRecepcao).
 */
export async function semear(
  t: TestApp,
  rotulo: string,
  conta: ContaSimulada,
  opcoes: { matricula: string; cidadeIrradiacao: string; smtpEntrada: number },
): Promise<Semente> {
  const dono = await criarPessoa(t, `Dono ${rotulo}`);
  const empresa = await criarEmpresa(t, dono, { nome: `Solar ${rotulo}`, tipo: 'integrador' });
  const headers = como(dono, empresa);
  const api = async (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: Corpo,
    esperado = [200, 201],
  ) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (!esperado.includes(res.statusCode))
      throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as { data: Corpo & { uuid: string } };
  };
  const uuid = async (method: 'POST' | 'PUT', url: string, payload?: Corpo, esperado?: number[]) =>
    (await api(method, url, payload, esperado)).data.uuid;

  const setor = await uuid('POST', '/api/setores', { nome: `Setor ${rotulo}` });
  const cargo = await uuid('POST', '/api/cargos', { nome: `Cargo ${rotulo}`, setor, permissoes: [] });
  const convidado = await criarPessoa(t, `Convidado ${rotulo}`);
  const funcionario = await uuid('POST', '/api/funcionarios', {
    nome: `Funcionário ${rotulo}`,
    email: convidado.email,
    cargo,
  });
  const cliente = await uuid('POST', '/api/clientes', { nome: `Cliente ${rotulo}` });

  // Plants and inverters: import the portal account's plants and run the job.
  const portal = await uuid('POST', '/api/portais', {
    fabricante: 'growatt',
    login: conta.login,
    senha: conta.senha,
  });
  const importacao = await uuid(
    'POST',
    '/api/importacoes',
    { conta: portal, usinas: conta.usinas.map((u) => u.id) },
    [202],
  );
  await criarFila(t.ctx).drenar();
  const usinas = (await t.app.inject({ method: 'GET', url: '/api/usinas', headers })).json() as {
    data: Array<{ uuid: string; nome: string }>;
  };
  const porNome = (nome?: string) => {
    const u = usinas.data.find((x) => x.nome === nome);
    if (!u) throw new Error(`usina ${nome} não importada`);
    return u.uuid;
  };
  const usina = porNome(conta.usinas[0]?.nome);
  const outraUsina = porNome(conta.usinas[1]?.nome);
  const detalhe = await api('GET', `/api/usinas/${usina}`);
  const inversor = (detalhe.data.inversores as Array<{ uuid: string }>)[0]?.uuid ?? '';
  await api('PATCH', `/api/usinas/${usina}`, {
    nome: conta.usinas[0]?.nome,
    cidade: null,
    data_instalacao: null,
    potencia_kwp: 6,
    tags: [`etiqueta-${rotulo}`],
  });

  // A plant without a portal, with an inverter typed in (issue 19).
  const cidadeManual = (await api('GET', `/api/cidades/${opcoes.cidadeIrradiacao}`)).data.uuid;
  const usinaManual = await uuid('POST', '/api/usinas', {
    nome: `Usina ${rotulo} Manual`,
    cidade: cidadeManual,
    potencia_kwp: 3,
    data_instalacao: '2025-06-01',
    cliente,
    tags: [`manual-${rotulo}`],
  });
  const inversorDigitado = await uuid('POST', `/api/usinas/${usinaManual}/inversores`, {
    fabricante: 'growatt',
    modelo: `Modelo ${rotulo}`,
    serial: `${rotulo.toUpperCase()}-DIGITADO`,
    capacidade_kwp: 3,
  });

  const concessionaria = async (busca: string) =>
    (
      (
        await t.app.inject({ method: 'GET', url: `/api/concessionarias?search=${busca}`, headers })
      ).json() as {
        data: Array<{ uuid: string }>;
      }
    ).data[0]?.uuid ?? '';
  const cpfl = await concessionaria('CPFL%20Paulista');
  const celesc = await concessionaria('Celesc');
  const unidade = await uuid('POST', '/api/unidades', {
    usina,
    concessionaria: cpfl,
    tipo: 'geradora',
    nome: `Unidade ${rotulo}`,
    matricula: opcoes.matricula,
    classe: 'comercial',
    fornecimento: 'trifasico',
    cota: 100,
  });

  // An invoice read from a PDF, so its original can be downloaded.
  const corpoPdf = multipartPdf();
  const lido = await t.app.inject({
    method: 'POST',
    url: '/api/faturas/leitura',
    headers: { ...headers, ...corpoPdf.headers },
    payload: corpoPdf.payload,
  });
  if (lido.statusCode !== 200) throw new Error(`leitura: ${lido.statusCode} ${lido.body}`);
  const pdf = (lido.json() as { data: { pdf: string } }).data.pdf;
  const fatura = await uuid('POST', '/api/faturas', {
    unidade,
    mes_referencia: '2026-03',
    vencimento: '2026-03-20',
    status: 'paga',
    consumo_kwh: 400,
    injetada_kwh: 600,
    compensada_kwh: 300,
    valor_total_rs: 150,
    pdf,
  });

  // An invoice sent to the company's inbound address: it waits in the inbox (issue 20).
  const caixa = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/faturas/caixa-de-entrada', headers })).json() as {
      data: Array<{ uuid: string; pdf: string }>;
      meta: { endereco: string | null };
    };
  const endereco = (await caixa()).meta.endereco;
  if (!endereco) throw new Error('caixa de entrada sem endereço: o app precisa de SMTP_INBOUND_PORT');
  const smtp = nodemailer.createTransport({
    host: '127.0.0.1',
    port: opcoes.smtpEntrada,
    secure: false,
    ignoreTLS: true,
  });
  await smtp
    .sendMail({
      from: `faturas@${rotulo.toLowerCase()}.com.br`,
      to: endereco,
      subject: `Fatura ${rotulo}`,
      attachments: [{ filename: `fatura-${rotulo}.pdf`, content: readFileSync(PDF_FATURA) }],
    })
    .finally(() => smtp.close());
  const recebida = (await caixa()).data[0];
  const itemCaixa = recebida?.uuid ?? '';
  const pdfCaixa = recebida?.pdf ?? '';

  const painel = (await api('POST', '/api/paineis', { nome: `Painel ${rotulo}`, layout: [] })).data
    .id as string;
  await api('PUT', `/api/irradiacao/${opcoes.cidadeIrradiacao}`, { mensal: Array(12).fill(4321) });

  // An alert, and the notification it sends to whoever sees plants.
  const [u] = await t.database.query<{ id: number }>(
    sql`update usinas set status = 'erro', status_motivo = 'Inversor em falha' where uuid = ${usina} returning id`,
  );
  await avaliarAlertas(t.ctx, u?.id ?? 0);
  const alertas = await api('GET', '/api/alertas');
  const alerta = (alertas.data as unknown as Array<{ uuid: string }>)[0]?.uuid ?? '';
  const notificacoes = (
    await t.app.inject({ method: 'GET', url: '/api/notificacoes', headers: como(dono) })
  ).json() as { data: Array<{ uuid: string }> };
  const notificacao = notificacoes.data[0]?.uuid ?? '';

  // Catalogue and stock (issue 24).
  const categoria = await uuid('POST', '/api/categorias', { nome: `Categoria ${rotulo}` });
  const produto = await uuid('POST', '/api/produtos', {
    tipo: 'modulo',
    nome: `Produto ${rotulo}`,
    categoria,
    sku: `SKU-${rotulo}`,
    custo_rs: 500,
    estoque_minimo: 2,
    especificacoes: { potencia_wp: 550 },
  });
  const datasheet = multipart({}, 'arquivo', {
    nome: `datasheet-${rotulo}.pdf`,
    tipo: 'application/pdf',
    dados: readFileSync(PDF_FATURA),
  });
  const comDatasheet = await t.app.inject({
    method: 'PUT',
    url: `/api/produtos/${produto}/datasheet`,
    headers: { ...headers, 'content-type': datasheet.contentType },
    payload: datasheet.payload,
  });
  if (comDatasheet.statusCode !== 200)
    throw new Error(`datasheet: ${comDatasheet.statusCode} ${comDatasheet.body}`);
  const kit = await uuid('POST', '/api/produtos', { tipo: 'kit', nome: `Kit ${rotulo}` });
  await api('PUT', `/api/produtos/${kit}/componentes`, { itens: [{ produto, quantidade: 4 }] });
  const movimento = await uuid('POST', '/api/estoque/movimentos', {
    produto,
    tipo: 'entrada',
    quantidade: 10,
    motivo: `Compra ${rotulo}`,
  });
  const servico = await uuid('POST', '/api/servicos', {
    tipo: 'instalacao',
    nome: `Serviço ${rotulo}`,
    preco_rs: 300,
    unidade_preco: 'kwp',
  });

  const ids = {
    setor,
    cargo,
    funcionario,
    cliente,
    portal,
    importacao,
    usina,
    outraUsina,
    inversor,
    usinaManual,
    inversorDigitado,
    unidade,
    fatura,
    itemCaixa,
    pdfCaixa,
    painel,
    notificacao,
    alerta,
    categoria,
    produto,
    kit,
    movimento,
    servico,
  };
  for (const [nome, v] of Object.entries(ids)) if (!v) throw new Error(`semeadura sem ${nome}`);
  return {
    rotulo,
    dono,
    empresa,
    convidado,
    cidadeIrradiacao: opcoes.cidadeIrradiacao,
    cpfl,
    celesc,
    ...ids,
    usinaNome: conta.usinas[0]?.nome ?? '',
    pdf,
    integracao: '',
    atendimento: '',
    pedido: '',
    marcas: [...Object.values(ids), pdf, empresa.uuid, dono.uuid, dono.email, convidado.uuid, rotulo],
  };
}

/**
 * Links the company's first plant to its utility's app. Its job stays queued: run it last, after
 * every `semear` (each drains the queue for its import).
 */
export async function integrar(t: TestApp, s: Semente): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/usinas/${s.usina}/integracoes`,
    headers: como(s.dono, s.empresa),
    payload: {
      concessionaria: s.celesc,
      login: `${s.rotulo.toLowerCase()}@concessionaria.com.br`,
      senha: 'Celesc#2026',
      importar_desde: '2026-01-01',
    },
  });
  if (res.statusCode !== 202) throw new Error(`integração: ${res.statusCode} ${res.body}`);
  s.integracao = (res.json() as { data: { uuid: string } }).data.uuid;
  s.marcas.push(s.integracao);
}
