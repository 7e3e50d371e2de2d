import { randomUUID } from 'node:crypto';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { juntarUrl } from '../../makers/http.ts';
import { Navegador, type PaginaWeb, valorDoCampo } from '../navegador.ts';
import {
  type ClienteConcessionaria,
  comSessao,
  conferirMes,
  dataIso,
  ErroConcessionaria,
  type FaturaRemota,
  MENSAGEM_CREDENCIAIS,
  mesReferencia,
  numero,
  type OpcoesClienteConcessionaria,
  ordenarFaturas,
  pdfDeBase64,
  pedirJson,
  protocoloDaConcessionaria,
  semVazios,
  statusEmAberto,
} from '../types.ts';

// Enel Distribuição São Paulo (reference/utility-portals.md §3, grade A). Login is the Enel ID
// SAML SSO (WSO2 at accounts.enel.com): open /samlsso to get a `sessionDataKey`, post the
// credentials (the `data` field repeated: user then password), take the SAMLResponse from the
// auto-submit form (single-quoted attributes) to the AEM site's ACS, then `currentuser` answers the
// API JWT (~4 h, no refresh) and the installations. Invoices and PDFs come from the Mulesoft API
// in a {Header, Body} envelope; the PDF is the root-level `E_BIN_FAT` (base64). The web API has no
// consumption per invoice nor DG numbers: those come from the PDF.
// Imperva sits in front: its "Request unsuccessful" page (403) means a captcha for a human.

export const URL_PADRAO_ENEL_SP = 'https://www.enel.com.br';

/** The three hosts of the real flow; a simulator (or a proxy) serves them all under one origin. */
const HOSTS_ENEL_SP = {
  contas: 'https://accounts.enel.com',
  site: 'https://www.enel.com.br',
  api: 'https://exp-portalsp-pro.de-c1.eu1.cloudhub.io',
} as const;

export function hostsEnelSp(baseUrl: string): { contas: string; site: string; api: string } {
  return baseUrl.replace(/\/$/, '') === URL_PADRAO_ENEL_SP
    ? HOSTS_ENEL_SP
    : { contas: baseUrl, site: baseUrl, api: baseUrl };
}

const NOME = 'Enel SP';
const SP_ENTITY_ID = 'ENEL_SP_WEB_BRA';
export const MENSAGEM_CAPTCHA_ENEL =
  'A Enel SP pediu verificação de robô (captcha) no acesso: tente mais tarde ou envie o PDF da fatura';

interface Instalacao {
  ANLAGE: string;
  VERTRAG: string;
  VKONT: string;
  PARTNER: string;
}

interface Sessao {
  jwt: string;
  sid: string;
  enelId: string;
  partner: string;
  instalacoes: Instalacao[];
}

/** SITUACAO "Pendente"/"Paga"; a pending bill is overdue after its due date. */
function statusEnel(situacao: unknown, vencimento: string | undefined, agora: Date): StatusFatura {
  const t = String(situacao ?? '').toLowerCase();
  if (t.startsWith('pag')) return 'paga';
  if (t.startsWith('cancel')) return 'cancelada';
  if (t.startsWith('vencid')) return 'vencida';
  return statusEmAberto(vencimento, agora);
}

function bloqueioImperva(p: PaginaWeb): boolean {
  return p.status === 403 && /Request unsuccessful|Incapsula|_Incapsula_Resource/i.test(p.texto);
}

export class ClienteEnelSp implements ClienteConcessionaria {
  readonly sigla = 'Enel SP';
  private sessao: Sessao | null = null;
  private readonly nav: Navegador;
  private readonly hosts: { contas: string; site: string; api: string };
  /** ORIGEM_DOC of each listed bill, sent back when asking its PDF. */
  private readonly origens = new Map<string, string>();

  constructor(private readonly o: OpcoesClienteConcessionaria) {
    this.nav = new Navegador(o, NOME);
    this.hosts = hostsEnelSp(o.baseUrl);
  }

  private captcha(p: PaginaWeb): void {
    if (bloqueioImperva(p)) throw new ErroConcessionaria('captcha', MENSAGEM_CAPTCHA_ENEL);
  }

  async entrar(): Promise<void> {
    this.sessao = null;
    this.nav.esquecerCookies();
    const site = new URL(this.hosts.site).origin;
    const inicio = juntarUrl(this.hosts.contas, '/samlsso');
    inicio.searchParams.set('spEntityID', SP_ENTITY_ID);
    const login = await this.nav.ir(inicio);
    this.captcha(login);
    const chave = login.url.searchParams.get('sessionDataKey');
    if (!chave) throw protocoloDaConcessionaria(NOME, 'o SSO não devolveu sessionDataKey');

    const usuario = this.o.login.trim();
    const resposta = await this.nav.ir(juntarUrl(this.hosts.contas, '/samlsso'), {
      headers: { Origin: site, Referer: `${site}/` },
      form: [
        ['login_options', 'Email'],
        ['data', usuario],
        ['data', this.o.senha],
        ['username', usuario],
        ['password', this.o.senha],
        ['tocommonauth', 'true'],
        ['sessionDataKey', chave],
      ],
    });
    this.captcha(resposta);
    // WSO2 sends a refused login back to its login page with authFailure=true.
    if (resposta.url.searchParams.get('authFailure') === 'true')
      throw new ErroConcessionaria('credenciais', MENSAGEM_CREDENCIAIS);
    const saml = valorDoCampo(resposta.texto, 'SAMLResponse');
    if (!saml) throw protocoloDaConcessionaria(NOME, 'o SSO não devolveu SAMLResponse');
    const relay = valorDoCampo(resposta.texto, 'RelayState');
    const acs = await this.nav.ir(juntarUrl(this.hosts.site, '/pt-saopaulo/login.html'), {
      headers: { Origin: new URL(this.hosts.contas).origin },
      form: [['SAMLResponse', saml], ...(relay ? ([['RelayState', relay]] as Array<[string, string]>) : [])],
    });
    this.captcha(acs);

    const sid = randomUUID();
    const eu = await this.nav.ir(juntarUrl(this.hosts.site, '/bin/enel-br/pt-saopaulo/currentuser'), {
      headers: { sid, Origin: site, Referer: `${site}/pt-saopaulo.html` },
      json: {},
    });
    this.captcha(eu);
    let usuarioAtual: Record<string, unknown>;
    try {
      const j = JSON.parse(eu.texto) as Record<string, unknown>;
      usuarioAtual = (j.currentUser ?? j) as Record<string, unknown>;
    } catch {
      throw protocoloDaConcessionaria(NOME, `currentuser respondeu ${eu.status} sem JSON`);
    }
    const jwt = usuarioAtual.access_token;
    if (typeof jwt !== 'string' || !jwt)
      throw protocoloDaConcessionaria(NOME, 'currentuser sem access_token');
    const inst = Array.isArray(usuarioAtual.ET_INST)
      ? (usuarioAtual.ET_INST as Array<Record<string, unknown>>)
      : [];
    this.sessao = {
      jwt,
      sid,
      enelId: String(usuarioAtual.enel_id ?? ''),
      partner: String(usuarioAtual.E_PARTNER ?? ''),
      instalacoes: inst.map((i) => ({
        ANLAGE: String(i.ANLAGE ?? ''),
        VERTRAG: String(i.VERTRAG ?? ''),
        VKONT: String(i.VKONT ?? ''),
        PARTNER: String(i.PARTNER ?? usuarioAtual.E_PARTNER ?? ''),
      })),
    };
  }

  private async api(funcionalidade: string, corpo: Record<string, string>): Promise<Record<string, unknown>> {
    const s = this.sessao as Sessao;
    const site = new URL(this.hosts.site).origin;
    const r = await pedirJson(this.o, NOME, juntarUrl(this.hosts.api, `/api/${funcionalidade}`), {
      metodo: 'POST',
      headers: { SID: s.sid, 'enel-jwt-token': s.jwt, CLIENT_IP: '', Origin: site, Referer: `${site}/` },
      corpo: {
        Header: {
          Funcionalidad: funcionalidade,
          CodSistema: 'WEB',
          SistemaOrigen: 'WEB',
          FechaHora: new Date().toISOString(),
        },
        Body: corpo,
      },
    });
    // The API JWT lasts ~4 h and cannot be refreshed: a new SSO login is the only way on.
    if (r.status === 401 || r.status === 403)
      throw new ErroConcessionaria('sessao_expirada', 'Sessão da Enel SP expirada');
    const env = r.corpo as Record<string, unknown> | null;
    if (!env || typeof env !== 'object') throw protocoloDaConcessionaria(NOME, `${funcionalidade} sem corpo`);
    const body = (env.Body ?? {}) as Record<string, unknown>;
    const resultado = String(body.CodigoResultado ?? body.E_RESULT ?? env.E_RESULT ?? '').trim();
    if (resultado && resultado !== '0') {
      const msg = String(body.E_MSG ?? body.Mensaje ?? env.E_MSG ?? '');
      throw protocoloDaConcessionaria(NOME, `${funcionalidade} ${resultado}: ${msg}`);
    }
    return env;
  }

  private comSessao<T>(fn: () => Promise<T>): Promise<T> {
    return comSessao(this.sessao !== null, () => this.entrar(), fn);
  }

  listarFaturas(desde: string): Promise<FaturaRemota[]> {
    conferirMes(desde);
    const agora = this.o.agora?.() ?? new Date();
    return this.comSessao(async () => {
      const s = this.sessao as Sessao;
      const faturas: FaturaRemota[] = [];
      for (const i of s.instalacoes) {
        const env = await this.api('portalinfo', {
          I_CANAL: 'ZINT',
          I_COD_SERV: 'TC',
          I_CONTAS: 'X',
          I_SERVICOS: 'X',
          I_ENELID: s.enelId,
          I_ANLAGE: i.ANLAGE,
          I_VKONT: i.VKONT,
          I_VERTRAG: i.VERTRAG,
          I_PARTNER: i.PARTNER,
        });
        const contas = (env.Body as Record<string, unknown> | undefined)?.ET_CONTAS;
        if (!Array.isArray(contas)) throw protocoloDaConcessionaria(NOME, 'portalinfo sem ET_CONTAS');
        for (const c of contas as Array<Record<string, unknown>>) {
          const campos = semVazios({
            matricula: i.ANLAGE,
            mes_referencia: mesReferencia(c.ANO_MES_REF),
            vencimento: dataIso(c.VENCIMENTO),
            valor_total_rs: numero(c.MONTANTE),
          });
          if (!campos.mes_referencia || campos.mes_referencia < desde) continue;
          const id = String(c.BELNR ?? '');
          this.origens.set(id, String(c.ORIGEM_DOC ?? '') || 'C');
          faturas.push({
            id,
            matricula: i.ANLAGE,
            status: statusEnel(c.SITUACAO, campos.vencimento, agora),
            campos,
          });
        }
      }
      return ordenarFaturas(faturas);
    });
  }

  baixarPdf(f: FaturaRemota): Promise<Uint8Array> {
    return this.comSessao(async () => {
      const i = this.sessao?.instalacoes.find((x) => x.ANLAGE === f.matricula);
      if (!i) throw protocoloDaConcessionaria(NOME, `instalação ${f.matricula} fora da conta`);
      const env = await this.api('generatepdf', {
        I_CANAL: 'ZINT',
        I_COD_SERV: 'SV',
        I_MOTIVO_EXT_SITE: '05',
        I_ORIGEM_DOC: this.origens.get(f.id) ?? 'C',
        I_BELNR: f.id,
        I_PARTNER: i.PARTNER,
        I_VERTRAG: i.VERTRAG,
        I_VKONT: i.VKONT,
        I_ANLAGE: i.ANLAGE,
      });
      // generatepdf answers at the root, without the Body wrapper.
      return pdfDeBase64(NOME, env.E_BIN_FAT);
    });
  }
}
