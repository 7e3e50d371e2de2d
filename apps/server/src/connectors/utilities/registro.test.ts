import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ClienteCelesc } from './celesc/client.ts';
import { ClienteCemig } from './cemig/client.ts';
import { ClienteCopel } from './copel/client.ts';
import { ClienteEnelSp } from './enel-sp/client.ts';
import { ACESSO_CONCESSIONARIA, clienteDaConcessionaria } from './registro.ts';

// The 51 distributors of ANEEL's tariff table: read from the shared CSV when this machine has it,
// otherwise the same list written here.
const CSV = '/work/shared/data/distribuidoras/distribuidoras_concessionarias.csv';
const LISTA = [
  'Amazonas Energia',
  'CPFL Paulista',
  'CPFL Piratininga',
  'CPFL Santa Cruz',
  'Celesc-DIS',
  'Cemig-D',
  'Chesp',
  'Cocel',
  'Cooperaliança',
  'Copel-DIS',
  'DMED',
  'Dcelt',
  'Demei',
  'EDP ES',
  'EDP SP',
  'EFLJC',
  'ELFSM',
  'Eflul',
  'Eletrocar',
  'Enel CE',
  'Enel RJ',
  'Enel SP',
  'Energisa AC',
  'Energisa MS',
  'Energisa MT',
  'Energisa Minas Rio',
  'Energisa PB',
  'Energisa RO',
  'Energisa SE',
  'Energisa Sul Sudeste',
  'Energisa TO',
  'Equatorial AL',
  'Equatorial CEA',
  'Equatorial CEEE',
  'Equatorial GO',
  'Equatorial MA',
  'Equatorial PA',
  'Equatorial PI',
  'Hidropan',
  'Light',
  'MuxEnergia',
  'Neoenergia Brasília',
  'Neoenergia Coelba',
  'Neoenergia Cosern',
  'Neoenergia Elektro',
  'Neoenergia Pernambuco',
  'Nova Palma',
  'Pacto Energia',
  'RGE',
  'Roraima Energia',
  'Sulgipe',
];

function siglas(): string[] {
  if (!existsSync(CSV)) return LISTA;
  const [cabecalho = '', ...linhas] = readFileSync(CSV, 'utf8').trim().split('\n');
  const coluna = cabecalho.split(',').indexOf('sigla_aneel');
  return linhas.map((l) => (l.split(',')[coluna] ?? '').trim());
}

const URLS = {
  enelSp: 'https://www.enel.com.br',
  celesc: 'https://conecte.celesc.com.br',
  copel: 'https://www.copel.com',
  cemig: 'https://www.atendimento.cemig.com.br',
};
const credenciais = { login: 'ana@exemplo.com.br', senha: 'Senha forte 1' };

describe('registro das concessionárias', () => {
  it('as 51 distribuidoras da ANEEL têm um jeito de trazer as faturas, e só elas', () => {
    const todas = siglas();
    expect(todas).toHaveLength(51);
    expect(Object.keys(ACESSO_CONCESSIONARIA).sort()).toEqual([...todas].sort());
  });

  it('sem cliente no Irradia, a fatura vem por PDF e o usuário lê o motivo em português', () => {
    const semCliente = Object.entries(ACESSO_CONCESSIONARIA).filter(([, a]) => !a.cliente);
    expect(semCliente).toHaveLength(47);
    for (const [, a] of semCliente) {
      expect(a.acesso).toBe('pdf');
      expect(a.explicacao).toMatch(/envie o PDF da fatura\.$/);
    }
    expect(ACESSO_CONCESSIONARIA.Light?.explicacao).toBe(
      'A Light exige reCAPTCHA no login da agência virtual: envie o PDF da fatura.',
    );
    expect(ACESSO_CONCESSIONARIA['Energisa MT']?.explicacao).toContain('código enviado por SMS ou e-mail');
    expect(ACESSO_CONCESSIONARIA['CPFL Paulista']?.explicacao).toContain('verificação em duas etapas');
  });

  it('Enel SP, Celesc e Copel entram com login e senha; a CEMIG usa a sessão copiada do navegador', () => {
    const comCliente = Object.fromEntries(
      Object.entries(ACESSO_CONCESSIONARIA)
        .filter(([, a]) => a.cliente)
        .map(([s, a]) => [s, [a.acesso, a.cliente]]),
    );
    expect(comCliente).toEqual({
      'Enel SP': ['login', 'enel-sp'],
      'Celesc-DIS': ['login', 'celesc'],
      'Copel-DIS': ['login', 'copel'],
      'Cemig-D': ['sessao', 'cemig'],
    });
  });

  it('as quatro com cliente constroem o cliente certo; as demais não têm cliente', () => {
    expect(clienteDaConcessionaria('Enel SP', URLS, credenciais)).toBeInstanceOf(ClienteEnelSp);
    expect(clienteDaConcessionaria('Celesc-DIS', URLS, credenciais)).toBeInstanceOf(ClienteCelesc);
    expect(clienteDaConcessionaria('Copel-DIS', URLS, credenciais)).toBeInstanceOf(ClienteCopel);
    const cemig = clienteDaConcessionaria('Cemig-D', URLS, credenciais, { timeoutMs: 5000 });
    expect(cemig).toBeInstanceOf(ClienteCemig);
    expect(cemig?.sigla).toBe('Cemig-D');
    expect(clienteDaConcessionaria('Light', URLS, credenciais)).toBeNull();
    expect(clienteDaConcessionaria('Desconhecida', URLS, credenciais)).toBeNull();
  });
});
