// Over 400 lines: one table of the demo's 34 plants, their cities, customers and units.
// The demo company's plants (`npm run demo`), one table: where each plant is (its city gives the
// irradiation expectation, the time zone and the distributor), whose it is, and what its generator
// and beneficiary units consume. The makers' simulated clouds serve the plants (demo.ts), the
// invoice model bills the units (demo-faturas.ts) and scripts/demo types the rest in through the API.
import type { ClasseConsumo, Fornecimento } from '@irradia/shared/faturas/faturas.campos';
import type { InversorDeTeste, UsinaDeTeste } from './contrato.ts';
import type { CodigoFabricante } from './types.ts';

interface CidadeDemo {
  nome: string;
  uf: string;
  /** IBGE code: GET /api/cidades/:codigo finds the city without a search. */
  ibge: number;
  latitude: number;
  /** ANEEL sigla of the distributor serving the city (as seeded in `concessionarias`). */
  concessionaria: string;
  regiao: 'Nordeste' | 'Sudeste' | 'Sul' | 'Centro-Oeste';
}

const cidade = (
  nome: string,
  uf: string,
  ibge: number,
  latitude: number,
  concessionaria: string,
  regiao: CidadeDemo['regiao'],
): CidadeDemo => ({ nome, uf, ibge, latitude, concessionaria, regiao });

const RECIFE = cidade('Recife', 'PE', 2611606, -8.05, 'Neoenergia Pernambuco', 'Nordeste');
const PETROLINA = cidade('Petrolina', 'PE', 2611101, -9.39, 'Neoenergia Pernambuco', 'Nordeste');
const FORTALEZA = cidade('Fortaleza', 'CE', 2304400, -3.73, 'Enel CE', 'Nordeste');
const SALVADOR = cidade('Salvador', 'BA', 2927408, -12.97, 'Neoenergia Coelba', 'Nordeste');
const CAMPINAS = cidade('Campinas', 'SP', 3509502, -22.9, 'CPFL Paulista', 'Sudeste');
const BELO_HORIZONTE = cidade('Belo Horizonte', 'MG', 3106200, -19.92, 'Cemig-D', 'Sudeste');
const PORTO_ALEGRE = cidade('Porto Alegre', 'RS', 4314902, -30.03, 'Equatorial CEEE', 'Sul');
const CURITIBA = cidade('Curitiba', 'PR', 4106902, -25.43, 'Copel-DIS', 'Sul');
const FLORIANOPOLIS = cidade('Florianópolis', 'SC', 4205407, -27.59, 'Celesc-DIS', 'Sul');
const GOIANIA = cidade('Goiânia', 'GO', 5208707, -16.68, 'Equatorial GO', 'Centro-Oeste');
const CUIABA = cidade('Cuiabá', 'MT', 5103403, -15.6, 'Energisa MT', 'Centro-Oeste');

export interface UnidadeDemo {
  nome: string;
  classe: ClasseConsumo;
  fornecimento: Fornecimento;
  /** Mean energy drawn from the grid per month, kWh (the invoice's consumption). */
  consumo_kwh: number;
  /** Beneficiaries: share of the generator's injected energy, %. */
  cota?: number;
  /** On its last invoice the utility compensated this much less than the credits allowed (the audit's find). */
  faltando_kwh?: number;
}

export interface UsinaDemo {
  /** The business on the plant's name ("Supermercado SAJ — Porto Alegre"). */
  negocio: string;
  cidade: CidadeDemo;
  cliente: { nome: string; pessoa_fisica: boolean };
  /** GD II plants were connected 13 months before the demo's first run; GD I ones on a fixed day. */
  gd: 'GD I' | 'GD II';
  instalacao?: string;
  /** Share of the generation used on site as it is produced (never reaches the meter). */
  simultaneidade: number;
  geradora: UnidadeDemo;
  beneficiarias: UnidadeDemo[];
}

const residencia = (consumo_kwh: number, nome = 'Residência'): UnidadeDemo => ({
  nome,
  classe: 'residencial',
  fornecimento: 'bifasico',
  consumo_kwh,
});
const comercio = (consumo_kwh: number, nome: string, cota?: number): UnidadeDemo => ({
  nome,
  classe: 'comercial',
  fornecimento: 'trifasico',
  consumo_kwh,
  ...(cota === undefined ? {} : { cota }),
});

/**
 * Two plants per maker, in the makers' order (registro.ts: the spec's ten, then issue 23's seven): an 8 kWp one (one inverter) and a
 * 60 kWp one (four inverters, the last one in trouble). The Sítio in Goiânia is GD I since 2021
 * and keeps most of its credits: some of them expire in the coming months. The Florianópolis
 * supermarket's invoices come from the simulated Celesc portal.
 */
const USINAS_DEMO: ReadonlyArray<readonly [UsinaDemo, UsinaDemo]> = [
  [
    {
      negocio: 'Residência',
      cidade: RECIFE,
      cliente: { nome: 'Mariana Albuquerque', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(430),
      beneficiarias: [
        {
          nome: 'Apartamento da mãe',
          classe: 'residencial',
          fornecimento: 'monofasico',
          consumo_kwh: 240,
          cota: 30,
        },
      ],
    },
    {
      negocio: 'Supermercado',
      cidade: PORTO_ALEGRE,
      cliente: { nome: 'Supermercado Guaíba Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.55,
      geradora: comercio(2200, 'Loja matriz'),
      beneficiarias: [comercio(900, 'Loja Centro', 25), comercio(600, 'Depósito', 15)],
    },
  ],
  [
    {
      negocio: 'Clínica',
      cidade: PETROLINA,
      cliente: { nome: 'Clínica Vale do São Francisco Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.45,
      geradora: comercio(720, 'Clínica'),
      beneficiarias: [],
    },
    {
      negocio: 'Galpão',
      cidade: GOIANIA,
      cliente: { nome: 'Logística Cerrado Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2600, 'Galpão'),
      beneficiarias: [comercio(1300, 'Escritório', 30)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: CAMPINAS,
      cliente: { nome: 'Ricardo Tanaka', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(480),
      beneficiarias: [
        {
          nome: 'Casa de campo',
          classe: 'residencial',
          fornecimento: 'monofasico',
          consumo_kwh: 190,
          cota: 25,
        },
      ],
    },
    {
      negocio: 'Escola',
      cidade: FORTALEZA,
      cliente: { nome: 'Colégio Mar Azul Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2700, 'Unidade I'),
      beneficiarias: [{ ...comercio(1500, 'Unidade II', 35), faltando_kwh: 180 }],
    },
  ],
  [
    {
      negocio: 'Padaria',
      cidade: PORTO_ALEGRE,
      cliente: { nome: 'Padaria Pão do Sul Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(640, 'Padaria'),
      beneficiarias: [],
    },
    {
      negocio: 'Hotel',
      cidade: BELO_HORIZONTE,
      cliente: { nome: 'Hotel Serra Azul Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.45,
      geradora: comercio(3900, 'Hotel'),
      beneficiarias: [comercio(950, 'Restaurante', 20)],
    },
  ],
  [
    {
      negocio: 'Sítio',
      cidade: GOIANIA,
      cliente: { nome: 'José Carlos Ferreira', pessoa_fisica: true },
      gd: 'GD I',
      instalacao: '2021-06-14',
      simultaneidade: 0.1,
      geradora: { nome: 'Sítio', classe: 'rural', fornecimento: 'monofasico', consumo_kwh: 80 },
      beneficiarias: [{ ...residencia(850, 'Residência em Goiânia'), cota: 70 }],
    },
    {
      negocio: 'Supermercado',
      cidade: CUIABA,
      cliente: { nome: 'Supermercado Pantanal Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.55,
      geradora: comercio(2300, 'Loja matriz'),
      beneficiarias: [comercio(1200, 'Loja Várzea Grande', 30)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: FORTALEZA,
      cliente: { nome: 'Ana Beatriz Moreira', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(560),
      beneficiarias: [],
    },
    {
      negocio: 'Galpão',
      cidade: SALVADOR,
      cliente: { nome: 'Distribuidora Baía Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2700, 'Galpão'),
      beneficiarias: [comercio(1400, 'Loja Pituba', 30)],
    },
  ],
  [
    {
      negocio: 'Consultório',
      cidade: BELO_HORIZONTE,
      cliente: { nome: 'Odonto Mendes Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.45,
      geradora: { ...comercio(620, 'Consultório'), fornecimento: 'bifasico' },
      beneficiarias: [],
    },
    {
      negocio: 'Indústria',
      cidade: CURITIBA,
      cliente: { nome: 'Metalúrgica Araucária Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.6,
      geradora: { ...comercio(3300, 'Fábrica'), classe: 'industrial' },
      beneficiarias: [comercio(800, 'Escritório', 20)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: CUIABA,
      cliente: { nome: 'Fernanda Rocha', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(520),
      beneficiarias: [{ ...residencia(260, 'Casa dos pais'), cota: 30 }],
    },
    {
      negocio: 'Supermercado',
      cidade: FLORIANOPOLIS,
      cliente: { nome: 'Mercado Ilha da Magia Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.55,
      geradora: comercio(2200, 'Loja matriz'),
      beneficiarias: [comercio(1000, 'Loja Continente', 30)],
    },
  ],
  [
    {
      negocio: 'Pousada',
      cidade: SALVADOR,
      cliente: { nome: 'Pousada Maré Mansa Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.35,
      geradora: { ...comercio(700, 'Pousada'), fornecimento: 'bifasico' },
      beneficiarias: [],
    },
    {
      negocio: 'Clínica',
      cidade: RECIFE,
      cliente: { nome: 'Clínica Boa Vista Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2800, 'Clínica'),
      beneficiarias: [comercio(1200, 'Laboratório', 25)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: CURITIBA,
      cliente: { nome: 'Lucas Kowalski', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(360),
      beneficiarias: [
        {
          nome: 'Apartamento',
          classe: 'residencial',
          fornecimento: 'monofasico',
          consumo_kwh: 170,
          cota: 30,
        },
      ],
    },
    {
      negocio: 'Fazenda',
      cidade: PETROLINA,
      cliente: { nome: 'Fazenda Águas do Velho Chico Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.45,
      geradora: { ...comercio(3000, 'Irrigação'), classe: 'rural' },
      beneficiarias: [{ ...comercio(900, 'Sede'), classe: 'rural', cota: 20 }],
    },
  ],
  // Issue 23's makers, in FABRICANTES order: Huawei, GoodWe, Deye, Hoymiles, APsystems, SolaX, Fronius.
  [
    {
      negocio: 'Residência',
      cidade: SALVADOR,
      cliente: { nome: 'Paulo Henrique Santana', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(510),
      beneficiarias: [],
    },
    {
      negocio: 'Shopping',
      cidade: CAMPINAS,
      cliente: { nome: 'Centro Comercial Taquaral Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.6,
      geradora: comercio(3800, 'Condomínio'),
      beneficiarias: [comercio(1100, 'Estacionamento', 20)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: BELO_HORIZONTE,
      cliente: { nome: 'Juliana Castro Lima', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(450),
      beneficiarias: [{ ...residencia(200, 'Apartamento do filho'), cota: 25 }],
    },
    {
      negocio: 'Academia',
      cidade: RECIFE,
      cliente: { nome: 'Academia Boa Forma Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2400, 'Academia'),
      beneficiarias: [],
    },
  ],
  [
    {
      negocio: 'Chácara',
      cidade: CUIABA,
      cliente: { nome: 'Antônio Marcos Vieira', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.2,
      geradora: { nome: 'Chácara', classe: 'rural', fornecimento: 'bifasico', consumo_kwh: 420 },
      beneficiarias: [],
    },
    {
      negocio: 'Oficina',
      cidade: GOIANIA,
      cliente: { nome: 'Auto Center Cerrado Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.55,
      geradora: comercio(2500, 'Oficina'),
      beneficiarias: [comercio(700, 'Loja de peças', 25)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: FLORIANOPOLIS,
      cliente: { nome: 'Camila Schmitt', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(390),
      beneficiarias: [],
    },
    {
      negocio: 'Restaurante',
      cidade: FORTALEZA,
      cliente: { nome: 'Restaurante Beira-Mar Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2600, 'Restaurante'),
      beneficiarias: [comercio(800, 'Cozinha central', 25)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: PETROLINA,
      cliente: { nome: 'Raimundo Nonato Souza', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(540),
      beneficiarias: [],
    },
    {
      negocio: 'Farmácia',
      cidade: PORTO_ALEGRE,
      cliente: { nome: 'Farmácia Gaúcha Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2300, 'Farmácia matriz'),
      beneficiarias: [comercio(900, 'Filial', 30)],
    },
  ],
  [
    {
      negocio: 'Escritório',
      cidade: CURITIBA,
      cliente: { nome: 'Contabilidade Pinheiro Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.45,
      geradora: { ...comercio(610, 'Escritório'), fornecimento: 'bifasico' },
      beneficiarias: [],
    },
    {
      negocio: 'Laticínio',
      cidade: BELO_HORIZONTE,
      cliente: { nome: 'Laticínios Serra Verde Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.6,
      geradora: { ...comercio(3400, 'Fábrica'), classe: 'industrial' },
      beneficiarias: [comercio(850, 'Loja', 20)],
    },
  ],
  [
    {
      negocio: 'Residência',
      cidade: GOIANIA,
      cliente: { nome: 'Helena Martins Prado', pessoa_fisica: true },
      gd: 'GD II',
      simultaneidade: 0.3,
      geradora: residencia(470),
      beneficiarias: [{ ...residencia(230, 'Casa da irmã'), cota: 25 }],
    },
    {
      negocio: 'Colégio',
      cidade: SALVADOR,
      cliente: { nome: 'Colégio Farol da Barra Ltda', pessoa_fisica: false },
      gd: 'GD II',
      simultaneidade: 0.5,
      geradora: comercio(2800, 'Colégio'),
      beneficiarias: [comercio(1000, 'Quadra e ginásio', 25)],
    },
  ],
];

/** Short, distinct tags in plant names and serials (Solis, Solplanet and Solarman share "SOL"). */
const SIGLAS: Record<CodigoFabricante, string> = {
  saj: 'SAJ',
  sungrow: 'SGW',
  growatt: 'GRW',
  livoltek: 'LVT',
  auxsol: 'AUX',
  solplanet: 'SPL',
  solarman: 'SMN',
  solis: 'SLS',
  foxess: 'FOX',
  chintpower: 'CPS',
  huawei: 'HWI',
  goodwe: 'GDW',
  deye: 'DYE',
  hoymiles: 'HYM',
  apsystems: 'APS',
  solax: 'SLX',
  fronius: 'FRO',
};

const inversores = (prefixo: string, n: number, kw: number, problema?: InversorDeTeste['status']) =>
  Array.from({ length: n }, (_, i) => ({
    serial: `${prefixo}${String(i + 1).padStart(4, '0')}`,
    modelo: `INV-${kw}K`,
    kw,
    status: i === n - 1 && problema ? problema : ('online' as const),
  }));

/** The maker's two demo plants as its simulated cloud serves them, with the table's row of each. */
export function usinasDemoComDados(
  fabricante: CodigoFabricante,
  indice: number,
): Array<{ portal: UsinaDeTeste; dados: UsinaDemo }> {
  const base = 7_000_000 + indice * 100;
  const sigla = SIGLAS[fabricante];
  const [a, b] = USINAS_DEMO[indice % USINAS_DEMO.length] as readonly [UsinaDemo, UsinaDemo];
  const nome = (u: UsinaDemo) => `${u.negocio} ${sigla} — ${u.cidade.nome}`;
  return [
    {
      portal: {
        id: String(base + 1),
        nome: nome(a),
        latitude: a.cidade.latitude,
        inversores: inversores(`${sigla}A`, 1, 8),
      },
      dados: a,
    },
    {
      portal: {
        id: String(base + 2),
        nome: nome(b),
        latitude: b.cidade.latitude,
        inversores: inversores(`${sigla}B`, 4, 15, indice % 2 ? 'offline' : 'erro'),
      },
      dados: b,
    },
  ];
}

/** Two plants per maker, one of them with an inverter in trouble. */
export function usinasDemo(fabricante: CodigoFabricante, indice: number): UsinaDeTeste[] {
  return usinasDemoComDados(fabricante, indice).map((u) => u.portal);
}
