// What the demo's integrator knows and types in besides the plants: its company, its team, its
// customers' contacts, and how it groups and assigns the plants.
import type { UsinaDemo } from '../../apps/server/src/connectors/makers/demo-usinas.ts';

/** The company's owner (a partner: sees everything), whose sign-in the demo prints. */
export const USUARIO = {
  nome: 'Paula Andrade',
  email: 'demo@irradia.local',
  telefone: '81991234500',
  password: 'demo1234',
};

export const EMPRESA = {
  nome: 'Solar Demonstração',
  tipo: 'integrador',
  razao_social: 'Solar Demonstração Energia Ltda',
  cnpj: cnpj('112223330001'),
  slogan: 'Do projeto ao monitoramento',
  cep: '51020-010',
  logradouro: 'Avenida Conselheiro Aguiar',
  numero: '1500',
  bairro: 'Boa Viagem',
  cidade: 'Recife',
  uf: 'PE',
};

export const SETORES = {
  om: {
    nome: 'O&M',
    nome_completo: 'Operação e Manutenção',
    descricao: 'Monitoramento das usinas, visitas técnicas e faturas dos clientes',
  },
  diretoria: { nome: 'Diretoria', nome_completo: 'Diretoria', descricao: 'Sócios e direção da empresa' },
};

const VER = ['usina:view', 'usina:show', 'inversor:view', 'fatura:view', 'beneficiaria:view', 'cliente:view'];
export const CARGOS: Record<
  'direcao' | 'coordenacao' | 'campo',
  { nome: string; setor: keyof typeof SETORES; permissoes: string[] }
> = {
  // The owner is a partner: every permission comes with that, the position only says what she does.
  direcao: { nome: 'Sócia-diretora', setor: 'diretoria', permissoes: [] },
  coordenacao: {
    nome: 'Coordenador(a) de O&M',
    setor: 'om',
    permissoes: [
      ...VER,
      'usina:edit',
      'inversor:edit',
      'fatura:create',
      'fatura:edit',
      'beneficiaria:create',
      'beneficiaria:edit',
      'cliente:create',
      'cliente:edit',
      'integracao:view',
      'funcionario:view',
    ],
  },
  campo: { nome: 'Técnico(a) de campo', setor: 'om', permissoes: VER },
};

type Regiao = UsinaDemo['cidade']['regiao'];

/** Each field technician answers for a region's plants; the coordinator for all of them. */
export const FUNCIONARIOS: Array<{
  nome: string;
  email: string;
  telefone: string;
  cargo: keyof typeof CARGOS;
  contratado_em: string;
  regioes: Regiao[];
}> = [
  {
    nome: 'Camila Duarte',
    email: 'camila.duarte@irradia.local',
    telefone: '81991234501',
    cargo: 'coordenacao',
    contratado_em: '2021-03-01',
    regioes: ['Nordeste', 'Sudeste', 'Sul', 'Centro-Oeste'],
  },
  {
    nome: 'Rafael Nunes',
    email: 'rafael.nunes@irradia.local',
    telefone: '81991234502',
    cargo: 'campo',
    contratado_em: '2022-02-14',
    regioes: ['Nordeste'],
  },
  {
    nome: 'Juliana Prado',
    email: 'juliana.prado@irradia.local',
    telefone: '41991234503',
    cargo: 'campo',
    contratado_em: '2023-08-07',
    regioes: ['Sudeste', 'Sul'],
  },
  {
    nome: 'Bruno Tavares',
    email: 'bruno.tavares@irradia.local',
    telefone: '62991234504',
    cargo: 'campo',
    contratado_em: '2024-05-20',
    regioes: ['Centro-Oeste'],
  },
];

const SEGMENTO = {
  residencial: 'Residencial',
  comercial: 'Comercial',
  industrial: 'Industrial',
  rural: 'Rural',
};

/** Tags the integrator filters by: the segment, the region, O&M contracts, the GD I grandfathered. */
export function etiquetas(u: UsinaDemo, kwp: number): string[] {
  const segmento = SEGMENTO[u.geradora.classe as keyof typeof SEGMENTO] ?? 'Comercial';
  return [
    segmento,
    u.cidade.regiao,
    ...(kwp >= 30 ? ['Contrato O&M'] : []),
    ...(u.gd === 'GD I' ? ['GD I'] : []),
  ];
}

/** R$ per kWp a plant of that size cost installed (2025 market, roughly). */
export const investimento = (kwp: number) => Math.round(kwp * (kwp >= 30 ? 3300 : 4100));

const DDD: Record<string, string> = {
  Recife: '81',
  Petrolina: '87',
  Fortaleza: '85',
  Salvador: '71',
  Campinas: '19',
  'Belo Horizonte': '31',
  'Porto Alegre': '51',
  Curitiba: '41',
  Florianópolis: '48',
  Goiânia: '62',
  Cuiabá: '65',
};
const RUAS = [
  'Rua das Acácias',
  'Avenida Brasil',
  'Rua São José',
  'Rua Sete de Setembro',
  'Avenida Beira Rio',
];

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\b(ltda|dr)\b/g, '')
    .trim()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

/** A customer as POST /api/clientes takes it, from the plant's row (`n` keeps documents apart). */
export function cliente(u: UsinaDemo, n: number, cidade: string) {
  const { nome, pessoa_fisica } = u.cliente;
  return {
    nome,
    pessoa_fisica,
    documento: pessoa_fisica ? cpf(String(321_654_000 + n * 37)) : cnpj(`${String(40_100_200 + n * 53)}0001`),
    email: `${slug(nome)}@clientes.irradia.local`,
    telefone: `${DDD[u.cidade.nome] ?? '11'}9${String(8_100_0000 + n * 7_331).slice(0, 8)}`,
    logradouro: RUAS[n % RUAS.length],
    numero: String(100 + ((n * 97) % 1800)),
    cidade,
  };
}

// ---- check digits (Receita Federal) -------------------------------------------------------------

function cpf(base9: string): string {
  const d = base9.padStart(9, '0').slice(0, 9).split('').map(Number);
  for (const n of [9, 10]) {
    const soma = d.slice(0, n).reduce((a, x, i) => a + x * (n + 1 - i), 0);
    const r = (soma * 10) % 11;
    d.push(r === 10 ? 0 : r);
  }
  return d.join('');
}

function cnpj(base12: string): string {
  const d = base12.padStart(12, '0').slice(0, 12).split('').map(Number);
  for (const pesos of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const r = pesos.reduce((a, p, i) => a + p * (d[i] ?? 0), 0) % 11;
    d.push(r < 2 ? 0 : 11 - r);
  }
  return d.join('');
}
