import { semAcento } from './numeros.ts';

// Which distributor issued the invoice, from the legal names and sites every DANF3E prints in its
// header or payment slip (REN 1.000 art. 327: the issuer's identification). The sigla is ANEEL's,
// as data/distribuidoras names it; the family says which per-distributor profile reads the labels
// that distributor prints differently from the common ones (leitor.ts).

export type Familia =
  | 'cemig'
  | 'cpfl'
  | 'energisa'
  | 'enel'
  | 'edp'
  | 'copel'
  | 'neoenergia'
  | 'equatorial'
  | 'celesc'
  | 'light';

interface Distribuidora {
  sigla: string;
  familia: Familia;
  nome: RegExp;
}

// Tested in order: a group's members before the group's generic name.
const DISTRIBUIDORAS: Distribuidora[] = [
  { sigla: 'Cemig-D', familia: 'cemig', nome: /CEMIG DISTRIBUI[CÇ]AO|06\.981\.180\/0001-16|FALE COM CEMIG/ },
  { sigla: 'CPFL Piratininga', familia: 'cpfl', nome: /CPFL PIRATININGA|COMPANHIA PIRATININGA/ },
  { sigla: 'CPFL Santa Cruz', familia: 'cpfl', nome: /CPFL SANTA CRUZ|COMPANHIA LUZ E FORCA SANTA CRUZ/ },
  { sigla: 'RGE', familia: 'cpfl', nome: /RGE SUL|RIO GRANDE ENERGIA/ },
  {
    sigla: 'CPFL Paulista',
    familia: 'cpfl',
    nome: /COMPANHIA PAULISTA DE FORCA E LUZ|CPFL PAULISTA|WWW\.CPFL\.COM\.BR/,
  },
  { sigla: 'Energisa MS', familia: 'energisa', nome: /ENERGISA MATO GROSSO DO SUL/ },
  { sigla: 'Energisa MT', familia: 'energisa', nome: /ENERGISA MATO GROSSO/ },
  { sigla: 'Energisa TO', familia: 'energisa', nome: /ENERGISA TOCANTINS/ },
  { sigla: 'Energisa SE', familia: 'energisa', nome: /ENERGISA SERGIPE/ },
  { sigla: 'Energisa PB', familia: 'energisa', nome: /ENERGISA PARAIBA/ },
  { sigla: 'Energisa AC', familia: 'energisa', nome: /ENERGISA ACRE/ },
  { sigla: 'Energisa RO', familia: 'energisa', nome: /ENERGISA RONDONIA/ },
  {
    sigla: 'Energisa Minas Rio',
    familia: 'energisa',
    nome: /ENERGISA MINAS RIO|ENERGISA MINAS GERAIS|ENERGISA NOVA FRIBURGO/,
  },
  { sigla: 'Energisa Sul Sudeste', familia: 'energisa', nome: /ENERGISA SUL[- ]SUDESTE/ },
  { sigla: 'Energisa MT', familia: 'energisa', nome: /\bENERGISA\b/ },
  { sigla: 'Enel RJ', familia: 'enel', nome: /ENEL DISTRIBUICAO RIO|AMPLA ENERGIA|ENEL RJ\b/ },
  {
    sigla: 'Enel CE',
    familia: 'enel',
    nome: /ENEL DISTRIBUICAO CEARA|COMPANHIA ENERGETICA DO CEARA|COELCE|ENEL CE\b/,
  },
  {
    sigla: 'Enel SP',
    familia: 'enel',
    nome: /ENEL DISTRIBUICAO SAO PAULO|ELETROPAULO|ENELDISTRIBUICAOSP|\bENEL\b/,
  },
  {
    sigla: 'EDP ES',
    familia: 'edp',
    nome: /EDP ES\b|EDP ESPIRITO SANTO|ESPIRITO SANTO CENTRAIS ELETRICAS|ESCELSA/,
  },
  { sigla: 'EDP SP', familia: 'edp', nome: /EDP SAO PAULO|EDP SP\b|BANDEIRANTE ENERGIA/ },
  { sigla: 'Copel-DIS', familia: 'copel', nome: /COPEL DISTRIBUI[CÇ]AO|COPEL DIS\b|WWW\.COPEL\.COM/ },
  { sigla: 'Neoenergia Elektro', familia: 'neoenergia', nome: /ELEKTRO/ },
  {
    sigla: 'Neoenergia Cosern',
    familia: 'neoenergia',
    nome: /COSERN|COMPANHIA ENERGETICA DO RIO GRANDE DO NORTE/,
  },
  {
    sigla: 'Neoenergia Pernambuco',
    familia: 'neoenergia',
    nome: /NEOENERGIA PERNAMBUCO|CELPE\b|COMPANHIA ENERGETICA DE PERNAMBUCO/,
  },
  { sigla: 'Neoenergia Brasília', familia: 'neoenergia', nome: /NEOENERGIA (DISTRIBUICAO )?BRASILIA/ },
  {
    sigla: 'Neoenergia Coelba',
    familia: 'neoenergia',
    nome: /COELBA|COMPANHIA DE ELETRICIDADE DO ESTADO DA BAHIA|NEOENERGIA/,
  },
  {
    sigla: 'Equatorial CEEE',
    familia: 'equatorial',
    nome: /CEEE EQUATORIAL|CEEE-D\b|COMPANHIA ESTADUAL DE DISTRIBUICAO DE ENERGIA ELETRICA/,
  },
  { sigla: 'Equatorial PA', familia: 'equatorial', nome: /EQUATORIAL PARA\b|CENTRAIS ELETRICAS DO PARA/ },
  {
    sigla: 'Equatorial MA',
    familia: 'equatorial',
    nome: /EQUATORIAL MARANHAO|COMPANHIA ENERGETICA DO MARANHAO/,
  },
  { sigla: 'Equatorial PI', familia: 'equatorial', nome: /EQUATORIAL PIAUI/ },
  { sigla: 'Equatorial AL', familia: 'equatorial', nome: /EQUATORIAL ALAGOAS/ },
  { sigla: 'Equatorial GO', familia: 'equatorial', nome: /EQUATORIAL GOIAS/ },
  {
    sigla: 'Equatorial CEA',
    familia: 'equatorial',
    nome: /EQUATORIAL AMAPA|COMPANHIA DE ELETRICIDADE DO AMAPA/,
  },
  { sigla: 'Equatorial PA', familia: 'equatorial', nome: /EQUATORIAL ENERGIA|\bEQUATORIAL\b/ },
  { sigla: 'Celesc-DIS', familia: 'celesc', nome: /CELESC/ },
  {
    sigla: 'Light',
    familia: 'light',
    nome: /LIGHT SERVICOS DE ELETRICIDADE|LIGHT S\.? ?A\b|WWW\.LIGHT\.COM\.BR/,
  },
];

/** The distributor that issued the invoice whose text is `texto`, or undefined. */
export function distribuidoraDe(texto: string): { sigla: string; familia: Familia } | undefined {
  const t = semAcento(texto).toUpperCase();
  const d = DISTRIBUIDORAS.find((x) => x.nome.test(t));
  return d ? { sigla: d.sigla, familia: d.familia } : undefined;
}
