// The permission catalogue of spec §6, transcribed line by line. A resource listed without
// actions gets view, create, edit and delete; one listed with actions gets exactly those. A
// resource may appear in several lines with different company types per action (cidade).

export const TIPOS_EMPRESA = ['integrador', 'distribuidor', 'prestador', 'sistema'] as const;
export type TipoEmpresa = (typeof TIPOS_EMPRESA)[number];

export const ACOES = ['view', 'create', 'edit', 'delete', 'cancel', 'access', 'show'] as const;
export type Acao = (typeof ACOES)[number];

const CRUD: Acao[] = ['view', 'create', 'edit', 'delete'];

type Linha = { tipos: TipoEmpresa[]; recursos: Array<string | [string, Acao[]]> };

const TODOS: TipoEmpresa[] = ['integrador', 'distribuidor', 'prestador', 'sistema'];

const linhas: Linha[] = [
  {
    tipos: ['integrador'],
    recursos: [
      ['usina', ['view', 'show', 'create', 'edit', 'delete']],
      'inversor',
      'beneficiaria',
      'fatura',
      'importacao',
      'integracao',
    ],
  },
  { tipos: ['integrador', 'prestador'], recursos: ['servico'] },
  { tipos: ['integrador', 'prestador', 'sistema'], recursos: ['plano', 'cliente'] },
  {
    tipos: ['integrador', 'sistema'],
    recursos: [
      ['assinatura', ['view', 'create', 'cancel']],
      ['cidade', ['edit', 'delete']],
    ],
  },
  {
    tipos: ['integrador', 'prestador', 'distribuidor'],
    recursos: ['estoque', 'categoria', 'produto', 'catalogo', 'componente'],
  },
  {
    tipos: TODOS,
    recursos: [
      'pedido',
      'item',
      'fase',
      'atendimento',
      'automacao',
      'grupo',
      'campo',
      'preenchimento',
      'comentario',
      'anexo',
      'classificacao',
      'conta',
      'carteira',
      'forma',
      'pagamento',
      ['log', ['view']],
      'setor',
      'cargo',
      'funcionario',
      'atribuicao',
      ['estado', ['view']],
      ['cidade', ['view']],
      ['bairro', ['view']],
      ['empresa', ['edit']],
    ],
  },
  {
    tipos: ['sistema'],
    recursos: [
      ['concessionaria', ['edit']],
      ['fabricante', ['edit']],
      ['estado', ['create', 'edit', 'delete']],
      ['cidade', ['create']],
      ['bairro', ['create', 'edit', 'delete']],
      ['usuario', ['view', 'edit', 'delete', 'access']],
      ['empresa', ['view']],
      'topico',
      'artigo',
      'parte',
      'assunto',
      'tag',
    ],
  },
];

export interface Permissao {
  codigo: string;
  recurso: string;
  acao: Acao;
  tipos: TipoEmpresa[];
}

function montar(): Map<string, Permissao> {
  const mapa = new Map<string, Permissao>();
  for (const linha of linhas) {
    for (const item of linha.recursos) {
      const [recurso, acoes] = typeof item === 'string' ? [item, CRUD] : item;
      for (const acao of acoes) {
        const codigo = `${recurso}:${acao}`;
        const atual = mapa.get(codigo);
        if (atual) {
          for (const t of linha.tipos) if (!atual.tipos.includes(t)) atual.tipos.push(t);
        } else {
          mapa.set(codigo, { codigo, recurso, acao, tipos: [...linha.tipos] });
        }
      }
    }
  }
  return mapa;
}

export const PERMISSOES: ReadonlyMap<string, Permissao> = montar();

/** The codes a company of this type may grant to its positions. */
export function permissoesDoTipo(tipo: TipoEmpresa): Permissao[] {
  return [...PERMISSOES.values()].filter((p) => p.tipos.includes(tipo));
}

export const NOMES_RECURSOS: Record<string, string> = {
  usina: 'Usinas',
  inversor: 'Inversores',
  beneficiaria: 'Beneficiárias',
  fatura: 'Faturas',
  importacao: 'Importações',
  integracao: 'Integrações com concessionárias',
  servico: 'Serviços',
  plano: 'Planos',
  cliente: 'Clientes',
  assinatura: 'Assinatura',
  cidade: 'Cidades',
  estoque: 'Estoque',
  categoria: 'Categorias',
  produto: 'Produtos',
  catalogo: 'Catálogo',
  componente: 'Componentes',
  pedido: 'Pedidos',
  item: 'Itens',
  fase: 'Fases',
  atendimento: 'Atendimentos',
  automacao: 'Automações',
  grupo: 'Grupos',
  campo: 'Campos',
  preenchimento: 'Preenchimentos',
  comentario: 'Comentários',
  anexo: 'Anexos',
  classificacao: 'Classificações',
  conta: 'Contas',
  carteira: 'Carteiras',
  forma: 'Formas de pagamento',
  pagamento: 'Pagamentos',
  log: 'Registros de atividade',
  setor: 'Setores',
  cargo: 'Cargos',
  funcionario: 'Funcionários',
  atribuicao: 'Atribuições',
  estado: 'Estados',
  bairro: 'Bairros',
  empresa: 'Empresa',
  concessionaria: 'Concessionárias',
  fabricante: 'Fabricantes',
  usuario: 'Usuários',
  topico: 'Tópicos',
  artigo: 'Artigos',
  parte: 'Partes',
  assunto: 'Assuntos',
  tag: 'Etiquetas',
};

export const NOMES_ACOES: Record<Acao, string> = {
  view: 'Ver',
  create: 'Criar',
  edit: 'Editar',
  delete: 'Excluir',
  cancel: 'Cancelar',
  access: 'Acessar como',
  show: 'Detalhar',
};
