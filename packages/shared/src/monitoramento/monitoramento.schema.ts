import { z } from 'zod';
import { respostaLista, respostaTodos, respostaUm } from '../api/resposta.ts';

// Spec §5: portal login and password, the inverter's maker, at least one plant to import.

export const ZContaPortalEntrada = z.object({
  fabricante: z
    .string({ error: 'Selecione o fabricante do inversor' })
    .trim()
    .min(1, 'Selecione o fabricante do inversor'),
  login: z.string({ error: 'Informe o login do portal' }).trim().min(1, 'Informe o login do portal').max(200),
  senha: z.string({ error: 'Informe a senha do portal' }).min(1, 'Informe a senha do portal').max(2000),
  /** Extra fields some makers need (CREDENCIAIS_DO_PORTAL[fabricante].chaves). */
  chaves: z.record(z.string().max(40), z.string().trim().max(2000)).optional(),
});
export type ContaPortalEntrada = z.infer<typeof ZContaPortalEntrada>;

export const ZImportacaoEntrada = z.object({
  conta: z.uuid({ error: 'Informe a conta do portal' }),
  usinas: z
    .array(z.string().trim().min(1).max(80), { error: 'Selecione ao menos uma usina para importar' })
    .min(1, 'Selecione ao menos uma usina para importar')
    .max(500),
});
export type ImportacaoEntrada = z.infer<typeof ZImportacaoEntrada>;

/** Spec §4 plant statuses and their colours. */
export const STATUS_USINA = {
  online: { rotulo: 'Online', cor: 'green' },
  aviso: { rotulo: 'Aviso', cor: 'yellow' },
  erro: { rotulo: 'Erro', cor: 'red' },
  offline: { rotulo: 'Offline', cor: 'gray' },
  inativo: { rotulo: 'Inativo', cor: 'blue' },
} as const;
export type StatusUsina = keyof typeof STATUS_USINA;
/** A plant's (or inverter's) status as it travels: one of STATUS_USINA. */
export const ZStatusUsina = z.enum(['online', 'aviso', 'erro', 'offline', 'inativo']);

/** What travels on `importacoes/<uuid>` (and `empresas/<uuid>` when it ends), and what the routes answer. */
export const ZProgressoImportacao = z.object({
  tipo: z.literal('importacao'),
  uuid: z.string(),
  status: z.enum(['pendente', 'em_andamento', 'concluida', 'falhou']),
  total: z.number().int(),
  concluidas: z.number().int(),
  usina_atual: z.string().nullable(),
  mensagem: z.string().nullable(),
});
export type ProgressoImportacao = z.infer<typeof ZProgressoImportacao>;
/** POST /api/importacoes (202) and GET /api/importacoes/:uuid. */
export const ZImportacaoResposta = respostaUm(ZProgressoImportacao);

/** One field of a maker's credentials, as the import wizard asks for it. */
interface CampoDeCredencial {
  rotulo: string;
  ajuda?: string;
  /** Shown masked (secrets). */
  secreto?: boolean;
}

/**
 * What each maker's cloud needs to open a customer's data, and where in the maker's portal the
 * user finds it. Makers not listed take the portal's own login and password. `chaves` are the
 * fields beyond login and password, all required.
 */
const CREDENCIAIS_DO_PORTAL: Record<
  string,
  {
    login: CampoDeCredencial;
    senha: CampoDeCredencial;
    chaves?: Record<string, CampoDeCredencial>;
    ajuda?: string;
  }
> = {
  solis: {
    login: { rotulo: 'API ID (KeyId) do SolisCloud' },
    senha: { rotulo: 'API Secret do SolisCloud', secreto: true },
    ajuda:
      'O SolisCloud libera os dados por chave de API: peça a liberação à Solis e ative em Conta > Configurações básicas > Gerenciamento de API.',
  },
  foxess: {
    login: { rotulo: 'Usuário do FoxESS Cloud' },
    senha: { rotulo: 'Chave de API do FoxESS Cloud', secreto: true },
    ajuda:
      'Gere a chave em foxesscloud.com > Perfil do usuário > Gerenciamento de API (a senha do portal não serve mais).',
  },
  livoltek: {
    login: { rotulo: 'Security ID (secuid) da Livoltek' },
    senha: { rotulo: 'API Key da Livoltek', secreto: true },
    chaves: {
      userToken: {
        rotulo: 'User Token da Livoltek',
        ajuda: 'Aparece junto do Security ID e da API Key na mesma página do portal.',
        secreto: true,
      },
    },
    ajuda:
      'A Livoltek só libera dados por chave: no portal Livoltek (Livoltek Portal), abra Minha conta > Chaves de API (API Key Management) e copie o Security ID, a API Key e o User Token.',
  },
  solarman: {
    login: { rotulo: 'E-mail da conta Solarman' },
    senha: { rotulo: 'Senha da conta Solarman', secreto: true },
    chaves: {
      appId: {
        rotulo: 'App ID da OpenAPI Solarman',
        ajuda: 'Enviado pela Solarman quando ela libera o acesso à OpenAPI.',
      },
      appSecret: { rotulo: 'App Secret da OpenAPI Solarman', secreto: true },
    },
    ajuda:
      'A Solarman (e a Deye Cloud) abre os dados pela OpenAPI: peça o App ID e o App Secret ao suporte da Solarman (service@solarmanpv.com) e informe também o e-mail e a senha da conta no SolarmanPV.',
  },
  chintpower: {
    login: { rotulo: 'ID do usuário (loginuserid) no Chint Power' },
    senha: { rotulo: 'Token da sessão do Chint Power', secreto: true },
    ajuda:
      'Hoje a nuvem da Chint Power não pode ser lida automaticamente: ela não tem acesso por API, e quem testou com contas reais viu o token colado ser recusado na requisição seguinte. Cadastre a usina à mão (Usinas > Nova usina) e envie a exportação de geração do portal (CSV ou XLSX) em "Importar geração", na página da usina. Se quiser tentar mesmo assim (experimental): entre em monitor.chintpowersystems.com no navegador, abra as ferramentas do desenvolvedor (F12) > Rede, clique em qualquer requisição ao servidor :8443 e copie os cabeçalhos "loginuserid" e "token".',
  },
};

/** The fields a maker needs, with the portal login and password by default. */
export function credenciaisDoPortal(fabricante: string) {
  return (
    CREDENCIAIS_DO_PORTAL[fabricante] ?? {
      login: { rotulo: 'Login do portal' },
      senha: { rotulo: 'Senha do portal', secreto: true },
    }
  );
}

/** A maker as /api/fabricantes answers it. */
export const ZFabricante = z.object({
  codigo: z.string(),
  nome: z.string(),
  /** The health of Irradia's link to the maker's cloud: online / offline / erro / inativo. */
  status: z.string(),
  mensagem: z.string().nullable(),
  importacao_disponivel: z.boolean(),
  ultimo_sucesso_em: z.string().nullable(),
  ultima_falha_em: z.string().nullable(),
});
export type Fabricante = z.infer<typeof ZFabricante>;
/** GET /api/fabricantes. */
export const ZFabricantesResposta = respostaTodos(ZFabricante);
export type FabricantesResposta = z.infer<typeof ZFabricantesResposta>;
/** PATCH /api/fabricantes/:codigo. */
export const ZFabricanteResposta = respostaUm(ZFabricante);

/** One of Irradia's alerts about a plant (one per episode), as GET /api/alertas lists it. */
export const ZAlerta = z.object({
  uuid: z.string(),
  tipo: z.string(),
  titulo: z.string(),
  mensagem: z.string().nullable(),
  aberto_em: z.string(),
  fechado_em: z.string().nullable(),
  usina: z.object({ uuid: z.string(), nome: z.string() }),
});
/** GET /api/alertas. */
export const ZListaAlertas = respostaLista(ZAlerta);

/** Editable plant fields (spec §3); the rest comes from the portal. */
const vazioNulo = (v: unknown) => (v === '' || v === undefined ? null : v);

export const ZUsinaEdicao = z.object({
  nome: z.string({ error: 'Informe o nome' }).trim().min(1, 'Informe o nome').max(160),
  cidade: z.preprocess(vazioNulo, z.uuid({ error: 'Escolha a cidade' }).nullable()),
  data_instalacao: z.preprocess(
    vazioNulo,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Informe uma data válida')
      .nullable(),
  ),
  // Omitted = unchanged; '' or null = cleared.
  cep: z.preprocess(
    (v) => (v === '' ? null : typeof v === 'string' ? v.replace(/\D/g, '') : v),
    z.string().length(8, 'Informe um CEP válido').nullable().optional(),
  ),
  logradouro: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(200).nullable().optional()),
  numero: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(20).nullable().optional()),
  bairro: z.preprocess((v) => (v === '' ? null : v), z.string().trim().max(120).nullable().optional()),
  cliente: z.preprocess(
    (v) => (v === '' ? null : v),
    z.uuid({ error: 'Escolha o cliente' }).nullable().optional(),
  ),
  consumo_medio_kwh: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'Informe o consumo em kWh' })
      .min(0, 'Informe o consumo em kWh')
      .nullable()
      .optional(),
  ),
  investimento: z.preprocess(
    (v) => (v === '' ? null : v),
    z.coerce
      .number({ error: 'Informe o valor em reais' })
      .min(0, 'Informe o valor em reais')
      .nullable()
      .optional(),
  ),
  /** Employees (uuids) the plant is restricted to; [] = everyone; omitted = unchanged. */
  responsaveis: z
    .array(z.uuid({ error: 'Escolha funcionários ativos da empresa' }))
    .max(50)
    .optional(),
  /** Groups to filter by; omitted = unchanged. */
  tags: z
    .array(z.string().trim().min(1, 'Etiqueta vazia').max(30, 'Use no máximo 30 caracteres por etiqueta'))
    .max(10, 'Use no máximo 10 etiquetas')
    .optional()
    .transform((v) => (v ? [...new Set(v)] : v)),
  potencia_kwp: z.preprocess(
    vazioNulo,
    z.coerce
      .number({ error: 'Informe a potência em kWp' })
      .positive('Informe a potência em kWp')
      .max(1_000_000)
      .nullable(),
  ),
});
export type UsinaEdicao = z.infer<typeof ZUsinaEdicao>;
