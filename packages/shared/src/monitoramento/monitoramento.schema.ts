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
  chaves: z.record(z.string().max(40), z.string().trim().max(10_000)).optional(),
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
  /** Several values, one per line (the ids of plants a cloud cannot list: APsystems, SolaX). */
  linhas?: boolean;
  /** May be left empty (Deye's company id, for company accounts only). */
  opcional?: boolean;
}

/**
 * What each maker's cloud needs to open a customer's data, and where in the maker's portal the
 * user finds it. Makers not listed take the portal's own login and password. `chaves` are the
 * fields beyond login and password, required unless `opcional`.
 */
const CREDENCIAIS_DO_PORTAL: Record<
  string,
  {
    login: CampoDeCredencial;
    senha: CampoDeCredencial;
    chaves?: Record<string, CampoDeCredencial>;
    ajuda?: string;
    /**
     * Said plainly when the maker's API needs something Irradia cannot provide (a paid plan, the
     * maker's approval): the wizard shows it and offers the export upload instead.
     */
    contrato?: string;
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
      'A Solarman abre os dados pela OpenAPI: peça o App ID e o App Secret ao suporte da Solarman (service@solarmanpv.com) e informe também o e-mail e a senha da conta no SolarmanPV.',
  },
  chintpower: {
    login: { rotulo: 'ID do usuário (loginuserid) no Chint Power' },
    senha: { rotulo: 'Token da sessão do Chint Power', secreto: true },
    ajuda:
      'Hoje a nuvem da Chint Power não pode ser lida automaticamente: ela não tem acesso por API, e quem testou com contas reais viu o token colado ser recusado na requisição seguinte. Cadastre a usina à mão (Usinas > Nova usina) e envie a exportação de geração do portal (CSV ou XLSX) em "Importar geração", na página da usina. Se quiser tentar mesmo assim (experimental): entre em monitor.chintpowersystems.com no navegador, abra as ferramentas do desenvolvedor (F12) > Rede, clique em qualquer requisição ao servidor :8443 e copie os cabeçalhos "loginuserid" e "token".',
  },
  huawei: {
    login: {
      rotulo: 'Usuário Northbound (API) do FusionSolar',
      ajuda:
        'Não é o seu login do FusionSolar: é o usuário de API criado pelo administrador da empresa instaladora.',
    },
    senha: { rotulo: 'Senha do usuário Northbound (system code)', secreto: true },
    chaves: {
      servidor: {
        rotulo: 'Servidor do FusionSolar (opcional)',
        opcional: true,
        ajuda:
          'O início do endereço do seu FusionSolar, ex.: la5, intl, eu5, sg5, au5. Em branco, o Irradia tenta la5, intl e eu5.',
      },
    },
    ajuda:
      'A Huawei libera os dados pela API Northbound, sem custo, mas só o administrador da empresa instaladora no FusionSolar pode criar o usuário (contas de cliente final não têm essa opção). No FusionSolar, abra Sistema > Gerenciamento da empresa > Gerenciamento Northbound > Adicionar; dê um nome de usuário novo, uma validade distante, ative as APIs básicas e os dados de inversor, passe as usinas para "Selecionadas" e use esse usuário só no Irradia. A Huawei limita as chamadas a uma por minuto em cada consulta: a primeira importação leva alguns minutos por usina.',
  },
  goodwe: {
    login: {
      rotulo: 'E-mail da conta SEMS (de preferência um visitante)',
      ajuda: 'Conta de visitante: somente leitura, criada pela sua empresa no SEMS.',
    },
    senha: { rotulo: 'Senha da conta SEMS', secreto: true },
    ajuda:
      'O Irradia lê as usinas GoodWe com o mesmo acesso do app SEMS e do semsportal.com, sem custo (a OpenAPI oficial da GoodWe exige NDA e não é usada). Recomendamos uma conta de visitante: entre em semsportal.com com a conta da empresa, abra a usina > Informações da usina > Visitante > Adicionar e informe um e-mail que a empresa controla; entre uma vez com esse visitante em semsportal.com para aceitar os termos; repita para as outras usinas com o mesmo visitante e informe aqui o e-mail e a senha dele. Se a senha mudar no SEMS, atualize-a aqui.',
  },
  deye: {
    login: {
      rotulo: 'E-mail (ou usuário) do Deye Cloud',
      ajuda:
        'O mesmo login do app/portal Deye Cloud (www.deyecloud.com) que enxerga as usinas. Para conta de empresa/instalador, use o login de um membro da empresa.',
    },
    senha: { rotulo: 'Senha do Deye Cloud', secreto: true },
    chaves: {
      appId: {
        rotulo: 'App ID da aplicação Deye Cloud',
        ajuda:
          'Em developer.deyecloud.com/app, entre com a mesma conta do Deye Cloud e crie uma aplicação; o App ID aparece na lista de aplicações.',
      },
      appSecret: {
        rotulo: 'App Secret da aplicação Deye Cloud',
        secreto: true,
        ajuda: 'Na mesma tela da aplicação em developer.deyecloud.com/app. Não compartilhe.',
      },
      companyId: {
        rotulo: 'ID da empresa no Deye Cloud (opcional)',
        opcional: true,
        ajuda:
          'Só para contas de empresa/instalador que enxergam as usinas da empresa. Deixe vazio para conta pessoal.',
      },
    },
    ajuda:
      'A Deye Cloud libera os dados pela OpenAPI, sem custo: entre em developer.deyecloud.com com a sua conta Deye Cloud, abra Application (developer.deyecloud.com/app), crie uma aplicação e copie o App ID e o App Secret. Informe também o login e a senha do Deye Cloud (a senha sai do Irradia só como hash SHA-256). Atenção: várias senhas erradas bloqueiam a conta.',
  },
  fronius: {
    login: { rotulo: 'Access Key ID do Solar.web', ajuda: 'Começa com FKIA (36 caracteres).' },
    senha: { rotulo: 'Access Key Value do Solar.web', secreto: true },
    ajuda:
      'Com o contrato da Solar.web Query API ativo, entre no Solar.web com o usuário da empresa, abra as configurações da conta > API (Solar.web Query API) e crie uma chave de acesso: copie o Access Key ID (começa com FKIA) e o Access Key Value (formato xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx, mostrado só na criação). Todas as usinas que esse usuário vê no Solar.web aparecem para importar.',
    contrato:
      'A Fronius só libera a API do Solar.web (Solar.web Query API) para empresas que contratam o serviço com ela, pago pelos dados consultados; o Irradia não tem como fornecer esse acesso. Sem o contrato, use a exportação de geração do Solar.web (CSV ou XLSX).',
  },
  hoymiles: {
    login: {
      rotulo: 'E-mail ou usuário do S-Miles Cloud',
      ajuda:
        'O mesmo login usado em global.hoymiles.com ou no app S-Miles Installer. Use a conta de instalador que enxerga as usinas dos clientes.',
    },
    senha: { rotulo: 'Senha do S-Miles Cloud', secreto: true },
    ajuda:
      'A Hoymiles não oferece API oficial para integradores: o Irradia lê o portal S-Miles Cloud com o seu login, do mesmo jeito que o site, sem custo; se a Hoymiles mudar o portal, a leitura pode parar até ajustarmos. A Hoymiles limita o número de logins por dia: o Irradia entra uma vez e reaproveita a sessão, então evite testar várias senhas seguidas. Contas do app S-Miles Home ainda não são lidas.',
  },
  apsystems: {
    login: {
      rotulo: 'App ID da OpenAPI APsystems',
      ajuda:
        'Identificador de 32 caracteres que a APsystems envia por e-mail ao aprovar o pedido de acesso à OpenAPI. Não é o login do EMA.',
    },
    senha: { rotulo: 'App Secret da OpenAPI APsystems', secreto: true },
    chaves: {
      sistemas: {
        rotulo: 'IDs dos sistemas (SID), um por linha',
        ajuda:
          'No portal EMA (apsystemsema.com), abra cada sistema: o ID do sistema aparece nos dados do sistema. A OpenAPI não lista os sistemas da conta; escreva um SID por linha e, se quiser, o nome da usina depois dele (ex.: E21E0441352570AB Casa do João).',
        linhas: true,
      },
    },
    ajuda:
      'Peça o acesso à OpenAPI por e-mail ao suporte da APsystems, dizendo quem você é, por que precisa do acesso e o que fará com os dados. Aprovado o pedido, a APsystems envia o App ID e o App Secret; para trocar o App Secret também é preciso pedir por e-mail.',
    contrato:
      'A OpenAPI da APsystems só é liberada mediante pedido por e-mail à APsystems, e o acesso é cobrado conforme o número de consultas; o Irradia não tem como fornecer esse acesso. Sem App ID e App Secret, use a exportação de geração do EMA (CSV ou XLSX).',
  },
  solax: {
    login: {
      rotulo: 'E-mail da conta SolaX Cloud',
      ajuda: 'Só para identificar a conta; a API usa o Token ID.',
    },
    senha: { rotulo: 'Token ID da SolaX Cloud', secreto: true },
    chaves: {
      usinas: {
        rotulo: 'Usinas e números de registro',
        linhas: true,
        ajuda:
          'Uma usina por linha: nome, dois-pontos e os números de registro dos módulos Wi-Fi/LAN dos inversores, separados por vírgula. Ex.: "Galpão Central: SR8BVQYEHR, SR3KD8QW2T". O nome é opcional.',
      },
    },
    ajuda:
      'Entre em solaxcloud.com com a conta da empresa. Em Serviço > API (no site antigo: Suporte > Ecossistema de terceiros) copie o Token ID (só números). Em Dispositivo > Inversor copie o Número de registro de cada inversor (10 caracteres; é o número do módulo Wi-Fi/LAN, não o número de série do inversor). A API gratuita da SolaX só entrega dados em tempo real: o Irradia guarda o histórico a partir de hoje; para o histórico anterior, use "Importar geração" na página da usina.',
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
