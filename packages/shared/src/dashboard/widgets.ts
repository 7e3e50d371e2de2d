import { z } from 'zod';
import type { TipoEmpresa } from '../permissoes/catalogo.ts';

// Spec §2 dashboard: every widget with its name, required permissions, allowed contexts, optional
// width of 2 and a disabled flag. The server guards `/api/dashboard/<widget>` with the same entry
// and the web offers only what the user's permissions and context allow.

/** Where a widget may appear: a company of one of these types, or the personal account. */
export type ContextoPainel = TipoEmpresa | 'pessoal';
export const CONTEXTOS_PAINEL: ContextoPainel[] = [
  'integrador',
  'distribuidor',
  'prestador',
  'sistema',
  'pessoal',
];

export interface Widget {
  nome: string;
  rotulo: string;
  /** All of these (all-of), checked like a route's `acesso`. Empty = any signed-in user. */
  permissoes: string[];
  contextos: ContextoPainel[];
  /** Columns it spans (1 or 2). */
  largura: 1 | 2;
  /** Its module is a placeholder in the spec: shown greyed with what it will hold. */
  desabilitado: boolean;
  descricao: string;
}

const w = (
  nome: string,
  rotulo: string,
  permissoes: string[],
  contextos: ContextoPainel[],
  descricao: string,
  extra: Partial<Pick<Widget, 'largura' | 'desabilitado'>> = {},
): Widget => ({ nome, rotulo, permissoes, contextos, descricao, largura: 1, desabilitado: false, ...extra });

const EMPRESAS: ContextoPainel[] = ['integrador', 'distribuidor', 'prestador', 'sistema'];

export const WIDGETS: Widget[] = [
  w(
    'clientes',
    'Clientes',
    ['cliente:view'],
    ['integrador', 'prestador', 'sistema'],
    'Clientes ativos da empresa e os cadastrados no mês',
  ),
  w('usuarios', 'Usuários', ['usuario:view'], ['sistema'], 'Contas de usuário no Irradia'),
  w('usuarios_dia', 'Usuários hoje', ['usuario:view'], ['sistema'], 'Contas criadas hoje e no total'),
  w('empresas', 'Empresas', ['empresa:view'], ['sistema'], 'Empresas criadas hoje e no total'),
  w(
    'usinas',
    'Usinas',
    ['usina:view'],
    ['integrador'],
    'Usinas por situação: online, aviso, erro, offline e inativo',
  ),
  w(
    'fabricantes',
    'Fabricantes',
    ['usina:view'],
    ['integrador'],
    'Usinas e potência por fabricante de inversor',
  ),
  w(
    'concessionarias',
    'Concessionárias',
    ['fatura:view'],
    ['integrador'],
    'Unidades e faturas por concessionária',
  ),
  w('funcionarios', 'Funcionários', ['funcionario:view'], EMPRESAS, 'Funcionários ativos, por setor'),
  w('atendimentos', 'Atendimentos', ['atendimento:view'], EMPRESAS, 'Atendimentos em aberto'),
  w('pedidos', 'Pedidos', ['pedido:view'], EMPRESAS, 'Pedidos do mês'),
  w('faturamento', 'Faturamento', ['pagamento:view'], EMPRESAS, 'Faturamento do mês', {
    desabilitado: true,
    largura: 2,
  }),
  w('lucro_mensal', 'Lucro mensal', ['pagamento:view'], EMPRESAS, 'Lucro mês a mês', {
    desabilitado: true,
    largura: 2,
  }),
  w('assinantes', 'Assinantes', ['assinatura:view'], ['integrador', 'sistema'], 'Assinaturas ativas', {
    desabilitado: true,
  }),
  w(
    'estoques',
    'Estoques',
    ['estoque:view'],
    ['integrador', 'prestador', 'distribuidor'],
    'Itens em estoque',
  ),
  w(
    'catalogos',
    'Catálogos',
    ['catalogo:view'],
    ['integrador', 'prestador', 'distribuidor'],
    'Produtos nos catálogos',
  ),
  w(
    'geracao_mes',
    'Geração do mês',
    ['usina:view'],
    ['integrador'],
    'Energia gerada no mês e a esperada pela irradiação',
    // Two columns: the month's figures on one line and its days' chart, with axes, below them.
    { largura: 2 },
  ),
  w(
    'geracao_horaria',
    'Geração agora',
    ['usina:view'],
    ['integrador'],
    'Potência de todas as usinas ao longo de hoje',
    { largura: 2 },
  ),
  w(
    'geracao_diaria',
    'Geração diária',
    ['usina:view'],
    ['integrador'],
    'Energia gerada em cada dia dos últimos 30 dias',
    { largura: 2 },
  ),
  w(
    'usina_status',
    'Usinas com problema',
    ['usina:view'],
    ['integrador'],
    'As usinas em erro, aviso ou offline, e desde quando',
  ),
  w(
    'fatura_ultima',
    'Últimas faturas',
    ['fatura:view'],
    ['integrador'],
    'As faturas mais recentes e a economia de cada uma',
  ),
  w(
    'usina_creditos',
    'Créditos de energia',
    ['fatura:view'],
    ['integrador'],
    'Saldo de créditos e o que expira nos próximos meses',
  ),
];

export const WIDGET_POR_NOME = new Map(WIDGETS.map((x) => [x.nome, x]));

/** A widget placed on the grid: column/row and size in grid units (react-grid-layout's x, y, w, h). */
const ZItemLayout = z.object({
  i: z.string().refine((n) => WIDGET_POR_NOME.has(n), 'Widget desconhecido'),
  x: z.number().int().min(0).max(11),
  y: z.number().int().min(0).max(1000),
  w: z.number().int().min(1).max(2),
  h: z.number().int().min(1).max(6),
});
export type ItemLayout = z.infer<typeof ZItemLayout>;

/** Grid columns and row height per context (spec §2: cols and rows per company type or pessoal). */
export const GRADE: Record<ContextoPainel, { cols: number; rowHeight: number }> = {
  integrador: { cols: 4, rowHeight: 180 },
  distribuidor: { cols: 3, rowHeight: 180 },
  prestador: { cols: 3, rowHeight: 180 },
  sistema: { cols: 3, rowHeight: 180 },
  pessoal: { cols: 2, rowHeight: 180 },
};

/** Places widgets left to right, row by row, each with its own width. */
function dispor(nomes: string[], cols: number): ItemLayout[] {
  const itens: ItemLayout[] = [];
  let x = 0;
  let y = 0;
  for (const nome of nomes) {
    const largura = Math.min(WIDGET_POR_NOME.get(nome)?.largura ?? 1, cols);
    if (x + largura > cols) {
      x = 0;
      y += 1;
    }
    itens.push({ i: nome, x, y, w: largura, h: 1 });
    x += largura;
  }
  return itens;
}

/** The default dashboard of each context (the `sistema` company may replace them: /api/paineis). */
export const LAYOUT_PADRAO: Record<ContextoPainel, ItemLayout[]> = {
  integrador: dispor(
    [
      'usinas',
      'geracao_mes',
      'usina_creditos',
      'clientes',
      'geracao_horaria',
      'usina_status',
      'fatura_ultima',
      'geracao_diaria',
      'fabricantes',
      'concessionarias',
      'funcionarios',
    ],
    GRADE.integrador.cols,
  ),
  distribuidor: dispor(
    ['funcionarios', 'pedidos', 'estoques', 'catalogos', 'faturamento'],
    GRADE.distribuidor.cols,
  ),
  prestador: dispor(
    ['clientes', 'funcionarios', 'atendimentos', 'pedidos', 'faturamento'],
    GRADE.prestador.cols,
  ),
  sistema: dispor(['usuarios_dia', 'empresas', 'usuarios', 'clientes', 'funcionarios'], GRADE.sistema.cols),
  pessoal: [],
};

/** Spec §3 dashboard panel: name, layout, content; a template's id is generated when absent. */
export const ZPainelEntrada = z.object({
  id: z.uuid().optional(),
  nome: z.string({ error: 'Informe o nome do modelo' }).trim().min(1, 'Informe o nome do modelo').max(80),
  layout: z.array(ZItemLayout).max(WIDGETS.length),
  /** Free settings per widget (period, filters), kept as given. */
  conteudo: z.record(z.string(), z.unknown()).default({}),
  /** `sistema` only: make it the default of a context. */
  padrao_de: z.enum(['integrador', 'distribuidor', 'prestador', 'sistema', 'pessoal']).optional(),
});
export type PainelEntrada = z.infer<typeof ZPainelEntrada>;
