// The side menu of spec §2: sections, paths and labels. Visibility by permission and the
// forced-hidden entries are applied by the web app (and later mirrored by the server guards).

export interface MenuItem {
  id: string;
  label: string;
  path: string;
  /** Spec §2: entries forced hidden until their module exists. */
  hidden?: boolean;
  /** Needs a signed-in user (spec §2: tutorial and account entries). */
  signedIn?: boolean;
  /** Permission rule (spec §6 menu rules); any-of unless `modo` says all. */
  permissao?: readonly string[];
  modo?: 'any' | 'all';
  /** Passes in the personal account (no company). */
  semEmpresa?: boolean;
  /** Company types that never see the entry (spec §2: radiation is hidden for sistema). */
  ocultoPara?: readonly string[];
}

export interface MenuSection {
  id: string;
  label: string;
  items: MenuItem[];
  hidden?: boolean;
}

export const DASHBOARD_ITEM: MenuItem = { id: 'dashboard', label: 'Visão geral', path: '/' };

export const MENU_SECTIONS: MenuSection[] = [
  {
    id: 'monitoring',
    label: 'Monitoramento',
    items: [
      { id: 'usinas', label: 'Usinas', path: '/usinas', permissao: ['usina:view'], semEmpresa: true },
      {
        id: 'fabricantes',
        label: 'Inversores',
        path: '/fabricantes',
        permissao: ['usina:view'],
        semEmpresa: true,
      },
      {
        id: 'concessionarias',
        label: 'Faturas',
        path: '/concessionarias',
        permissao: ['usina:view'],
        semEmpresa: true,
      },
    ],
  },
  {
    id: 'budget',
    label: 'Orçamentos',
    items: [
      { id: 'orcamentos', label: 'Orçamentos', path: '/orcamentos', permissao: ['pedido:view'] },
      { id: 'contratos', label: 'Contratos', path: '/contratos', permissao: ['pedido:view'] },
    ],
  },
  {
    id: 'treatment',
    label: 'Atendimento',
    items: [
      {
        id: 'quadro',
        label: 'Quadro',
        path: '/quadro',
        permissao: ['atendimento:view', 'pedido:view'],
      },
      { id: 'usuarios', label: 'Contas', path: '/usuarios', permissao: ['usuario:view'] },
      { id: 'clientes', label: 'Clientes', path: '/clientes', permissao: ['cliente:view'] },
      { id: 'empresas', label: 'Empresas', path: '/empresas', permissao: ['empresa:view'] },
      // Whoever works on a board; without atendimento:view the page shows only their own figures.
      {
        id: 'desempenho',
        label: 'Desempenho',
        path: '/atendimento/desempenho',
        permissao: ['atendimento:view', 'pedido:view'],
      },
      { id: 'automacoes', label: 'Automações', path: '/automacoes', permissao: ['automacao:view'] },
    ],
  },
  {
    id: 'financial',
    label: 'Financeiro',
    items: [
      // Sales are the pipeline's last stage (decision 037), with their receivables; the rest is
      // finance (decision 040). "Contas" keeps the accounts, wallets and payment methods.
      { id: 'vendas', label: 'Vendas', path: '/vendas', permissao: ['pedido:view'] },
      { id: 'despesas', label: 'Despesas', path: '/despesas', permissao: ['pagamento:view'] },
      { id: 'extrato', label: 'Extrato', path: '/financeiro/extrato', permissao: ['conta:view'] },
      {
        id: 'demonstrativo',
        label: 'Demonstrativo',
        path: '/financeiro/demonstrativo',
        permissao: ['pagamento:view'],
      },
      { id: 'contas', label: 'Contas', path: '/financeiro/contas', permissao: ['conta:view'] },
    ],
  },
  {
    id: 'services',
    label: 'Serviços',
    items: [
      // Serviços: one's own services, or the requests one made or received (a distribuidor only requests).
      {
        id: 'servicos',
        label: 'Serviços',
        path: '/servicos',
        permissao: ['servico:view', 'atendimento:view'],
      },
      // Prestadores: whoever may request a service browses them (the API asks atendimento:create).
      { id: 'prestadores', label: 'Prestadores', path: '/prestadores', permissao: ['atendimento:create'] },
      { id: 'catalogo', label: 'Catálogo', path: '/catalogo', permissao: ['catalogo:view'] },
      {
        id: 'distribuidores',
        label: 'Distribuidores',
        path: '/distribuidores',
        permissao: ['catalogo:view'],
      },
    ],
  },
  {
    id: 'employees',
    label: 'Funcionários',
    items: [
      { id: 'funcionarios', label: 'Funcionários', path: '/funcionarios', permissao: ['funcionario:view'] },
      { id: 'cargos', label: 'Cargos', path: '/cargos', permissao: ['cargo:view'] },
      { id: 'setores', label: 'Setores', path: '/setores', permissao: ['setor:view'] },
    ],
  },
  {
    id: 'settings',
    label: 'Configurações',
    items: [
      { id: 'tutorial', label: 'Próximos passos', path: '/tutorial', signedIn: true },
      {
        id: 'irradiacao',
        label: 'Irradiação solar',
        path: '/irradiacao',
        permissao: ['empresa:edit', 'cidade:create', 'cidade:edit'],
        ocultoPara: ['sistema'],
      },
      { id: 'empresa', label: 'Minha empresa', path: '/empresa', permissao: ['empresa:edit'] },
      { id: 'conta', label: 'Minha conta', path: '/conta', signedIn: true },
      { id: 'assinatura', label: 'Assinatura', path: '/assinatura', permissao: ['assinatura:view'] },
    ],
  },
];
