import { ClienteCelesc } from './celesc/client.ts';
import { ClienteCemig } from './cemig/client.ts';
import { ClienteCopel } from './copel/client.ts';
import { ClienteEnelSp } from './enel-sp/client.ts';
import type { ClienteConcessionaria } from './types.ts';

// How Irradia gets the invoices of each of the 51 distributors in ANEEL's tariff table (sigla_aneel),
// from reference/utility-portals.md's summary table:
// - `login`: Irradia logs in from the server with the user's login and password (no captcha seen);
// - `sessao`: the login has a captcha, so the user logs in on the site and pastes the session;
// - `pdf`: the user sends the invoice PDF (upload or e-mail), because the portal demands a human
//   step on every access (captcha, SMS/e-mail code, MFA) or has no portal Irradia talks to yet.

type CodigoCliente = 'enel-sp' | 'celesc' | 'copel' | 'cemig';

export interface AcessoConcessionaria {
  acesso: 'login' | 'sessao' | 'pdf';
  cliente?: CodigoCliente;
  /** pt-BR, for the user: what to do and why. */
  explicacao: string;
}

const PDF = 'envie o PDF da fatura.';

const cpfl = (nome: string): AcessoConcessionaria => ({
  acesso: 'pdf',
  explicacao: `A ${nome} (grupo CPFL) passou a exigir verificação em duas etapas no login da agência virtual: ${PDF}`,
});
const energisa = (nome: string): AcessoConcessionaria => ({
  acesso: 'pdf',
  explicacao: `A ${nome} não usa senha: cada acesso pede um código enviado por SMS ou e-mail, e o site bloqueia robôs. Por isso, ${PDF}`,
});
const neoenergia = (nome: string): AcessoConcessionaria => ({
  acesso: 'pdf',
  explicacao: `A ${nome} exige reCAPTCHA no login da agência virtual: ${PDF}`,
});
const equatorialCodigo = (nome: string): AcessoConcessionaria => ({
  acesso: 'pdf',
  explicacao: `A ${nome} pede um código enviado por e-mail a cada acesso ao site: ${PDF}`,
});
const semPortal = (nome: string): AcessoConcessionaria => ({
  acesso: 'pdf',
  explicacao: `O Irradia ainda não se conecta ao portal da ${nome}: ${PDF}`,
});

export const ACESSO_CONCESSIONARIA: Record<string, AcessoConcessionaria> = {
  'Enel SP': {
    acesso: 'login',
    cliente: 'enel-sp',
    explicacao:
      'O Irradia entra no site da Enel SP com seu e-mail e senha do Enel ID e baixa as faturas. Se a Enel pedir captcha, envie o PDF da fatura.',
  },
  'Celesc-DIS': {
    acesso: 'login',
    cliente: 'celesc',
    explicacao:
      'O Irradia entra no Celesc Conecte com seu e-mail e senha e baixa as faturas, inclusive os números de geração distribuída.',
  },
  'Copel-DIS': {
    acesso: 'login',
    cliente: 'copel',
    explicacao:
      'O Irradia entra na Agência Virtual da Copel com seu CPF/CNPJ e senha e baixa as faturas. A Copel bloqueia por alguns minutos quem entra muitas vezes seguidas.',
  },
  'Cemig-D': {
    acesso: 'sessao',
    cliente: 'cemig',
    explicacao:
      'A CEMIG exige reCAPTCHA no login: entre no site da CEMIG e cole aqui o token da sessão. Quando ele expirar, o Irradia pede um novo.',
  },
  'CPFL Paulista': cpfl('CPFL Paulista'),
  'CPFL Piratininga': cpfl('CPFL Piratininga'),
  'CPFL Santa Cruz': cpfl('CPFL Santa Cruz'),
  RGE: cpfl('RGE'),
  'Energisa AC': energisa('Energisa Acre'),
  'Energisa MS': energisa('Energisa Mato Grosso do Sul'),
  'Energisa MT': energisa('Energisa Mato Grosso'),
  'Energisa Minas Rio': energisa('Energisa Minas Rio'),
  'Energisa PB': energisa('Energisa Paraíba'),
  'Energisa RO': energisa('Energisa Rondônia'),
  'Energisa SE': energisa('Energisa Sergipe'),
  'Energisa Sul Sudeste': energisa('Energisa Sul-Sudeste'),
  'Energisa TO': energisa('Energisa Tocantins'),
  'Neoenergia Brasília': neoenergia('Neoenergia Brasília'),
  'Neoenergia Coelba': neoenergia('Neoenergia Coelba'),
  'Neoenergia Cosern': neoenergia('Neoenergia Cosern'),
  'Neoenergia Elektro': neoenergia('Neoenergia Elektro'),
  'Neoenergia Pernambuco': neoenergia('Neoenergia Pernambuco'),
  Light: { acesso: 'pdf', explicacao: `A Light exige reCAPTCHA no login da agência virtual: ${PDF}` },
  'Enel RJ': {
    acesso: 'pdf',
    explicacao: `A Enel RJ pede captcha e um código por SMS para emitir a 2ª via: ${PDF}`,
  },
  'Enel CE': {
    acesso: 'pdf',
    explicacao: `A Enel CE pede captcha e um código por SMS para emitir a 2ª via: ${PDF}`,
  },
  'Equatorial AL': equatorialCodigo('Equatorial Alagoas'),
  'Equatorial MA': equatorialCodigo('Equatorial Maranhão'),
  'Equatorial PA': equatorialCodigo('Equatorial Pará'),
  'Equatorial PI': equatorialCodigo('Equatorial Piauí'),
  'Equatorial GO': {
    acesso: 'pdf',
    explicacao: `A Equatorial Goiás usa reCAPTCHA e bloqueio de robôs no login e pede a data de nascimento do titular: ${PDF}`,
  },
  'Equatorial CEA': semPortal('Equatorial Amapá'),
  'Equatorial CEEE': semPortal('Equatorial CEEE'),
  'EDP SP': {
    acesso: 'pdf',
    explicacao: `A EDP São Paulo só mostra as faturas nas páginas do site, sem um serviço que o Irradia possa consultar: ${PDF}`,
  },
  'EDP ES': {
    acesso: 'pdf',
    explicacao: `A EDP Espírito Santo só mostra as faturas nas páginas do site, sem um serviço que o Irradia possa consultar: ${PDF}`,
  },
  'Amazonas Energia': semPortal('Amazonas Energia'),
  'Roraima Energia': semPortal('Roraima Energia'),
  Chesp: semPortal('Chesp'),
  Cocel: semPortal('Cocel'),
  Cooperaliança: semPortal('Cooperaliança'),
  DMED: semPortal('DMED'),
  Dcelt: semPortal('Dcelt'),
  Demei: semPortal('Demei'),
  EFLJC: semPortal('EFLJC'),
  ELFSM: semPortal('ELFSM'),
  Eflul: semPortal('Eflul'),
  Eletrocar: semPortal('Eletrocar'),
  Hidropan: semPortal('Hidropan'),
  MuxEnergia: semPortal('MuxEnergia'),
  'Nova Palma': semPortal('Nova Palma'),
  'Pacto Energia': semPortal('Pacto Energia'),
  Sulgipe: semPortal('Sulgipe'),
};

/**
 * The client of `sigla`'s portal, built for one account; null when Irradia takes that utility's
 * invoices by PDF only. `urls` are the base URLs from config (production or simulators).
 */
export function clienteDaConcessionaria(
  sigla: string,
  urls: { enelSp: string; celesc: string; copel: string; cemig: string },
  credenciais: { login: string; senha: string },
  opcoes: { timeoutMs?: number } = {},
): ClienteConcessionaria | null {
  const o = { ...credenciais, timeoutMs: opcoes.timeoutMs };
  switch (ACESSO_CONCESSIONARIA[sigla]?.cliente) {
    case 'enel-sp':
      return new ClienteEnelSp({ ...o, baseUrl: urls.enelSp });
    case 'celesc':
      return new ClienteCelesc({ ...o, baseUrl: urls.celesc });
    case 'copel':
      return new ClienteCopel({ ...o, baseUrl: urls.copel });
    case 'cemig':
      return new ClienteCemig({ ...o, baseUrl: urls.cemig });
    default:
      return null;
  }
}
