import { randomUUID } from 'node:crypto';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { pdfDeFaturaSimulada } from '../fatura-pdf-simulada.ts';
import { iniciarServidorWeb, type PedidoWebSimulado, type RespostaWebSimulada } from '../servidor-web.ts';
import type { ContaConcessionariaDeTeste, SimuladorConcessionaria } from '../types.ts';

// A local Enel SP covering the whole flow the client walks, the three real hosts under one origin:
// - Enel ID (WSO2): GET /samlsso redirects to the login page with a sessionDataKey; POST /samlsso
//   checks it and the credentials, answering the auto-submit form with a single-quoted
//   SAMLResponse, or a redirect with authFailure=true. After 5 refused logins Imperva's
//   "Request unsuccessful" page (403) answers every SSO request, as the real site does.
// - AEM site: the ACS /pt-saopaulo/login.html turns the SAMLResponse into a `login-token` cookie;
//   /bin/enel-br/pt-saopaulo/currentuser (with the cookie and a `sid`) answers the API JWT and the
//   installations (ET_INST).
// - Mulesoft API: /api/portalinfo (ET_CONTAS) and /api/generatepdf (root-level E_BIN_FAT), JWT in
//   `enel-jwt-token`; an expired JWT gets 401.
// The SAML assertion is an opaque token here: no XML signature is checked on either side.

const SITUACAO: Record<StatusFatura, string> = {
  aberta: 'Pendente',
  fechada: 'Pendente',
  vencida: 'Pendente',
  paga: 'Paga',
  cancelada: 'Cancelada',
};

const IMPERVA =
  '<html><head><title>Request unsuccessful</title></head><body>Request unsuccessful. Incapsula incident ID: 0-0</body></html>';

export async function iniciarSimuladorEnelSp(
  contas: ContaConcessionariaDeTeste[],
  opcoes: { porta?: number } = {},
): Promise<SimuladorConcessionaria> {
  const chaves = new Set<string>();
  const assercoes = new Map<string, number>();
  const sessoesSite = new Map<string, number>();
  const jwts = new Map<string, number>();
  let logins = 0;
  let recusas = 0;
  const belnr = (matricula: string, mes: string) => `${mes.replace('-', '')}${matricula.slice(-4)}`;
  const instalacao = (matricula: string) => ({
    ANLAGE: matricula,
    VERTRAG: `V${matricula}`,
    VKONT: `K${matricula}`,
  });

  async function tratar(p: PedidoWebSimulado): Promise<RespostaWebSimulada> {
    const caminho = p.url.pathname;
    if (caminho === '/samlsso' || caminho.startsWith('/authenticationendpoint')) {
      if (recusas >= 5) return { status: 403, html: IMPERVA };
      if (caminho === '/samlsso' && p.metodo === 'GET') {
        if (p.url.searchParams.get('spEntityID') !== 'ENEL_SP_WEB_BRA')
          return { status: 400, html: 'spEntityID' };
        const chave = randomUUID();
        chaves.add(chave);
        return {
          redirecionar: `/authenticationendpoint/login.do?client_id=ENEL_SP_WEB_BRA&type=samlsso&sessionDataKey=${chave}`,
        };
      }
      if (caminho === '/authenticationendpoint/login.do')
        return {
          html: '<html><body><form action="../samlsso" method="post"><input name="username"/></form></body></html>',
        };
      if (caminho === '/samlsso' && p.metodo === 'POST') {
        const chave = p.form.get('sessionDataKey') ?? '';
        if (!chaves.has(chave) || p.form.get('tocommonauth') !== 'true')
          return { status: 400, html: 'sessionDataKey' };
        chaves.delete(chave);
        const [usuario, senha] = p.form.getAll('data');
        const i = contas.findIndex(
          (c) => c.login === usuario && c.senha === senha && p.form.get('password') === c.senha,
        );
        if (i < 0) {
          recusas++;
          return {
            redirecionar: `/authenticationendpoint/login.do?sessionDataKey=${randomUUID()}&authFailure=true&authFailureMsg=login.fail.message`,
          };
        }
        logins++;
        const assercao = Buffer.from(`<saml2p:Response ID='${randomUUID()}'/>`).toString('base64');
        assercoes.set(assercao, i);
        return {
          html: `<html><body onload='document.forms[0].submit()'><form method='post' action='/pt-saopaulo/login.html'><input type='hidden' name='SAMLResponse' value='${assercao}'/><input type='hidden' name='RelayState' value='/pt-saopaulo.html'/></form></body></html>`,
        };
      }
    }
    if (caminho === '/pt-saopaulo/login.html' && p.metodo === 'POST') {
      const i = assercoes.get(p.form.get('SAMLResponse') ?? '');
      if (i === undefined) return { status: 403, html: '<html><body>SAML inválido</body></html>' };
      assercoes.delete(p.form.get('SAMLResponse') ?? '');
      const token = randomUUID();
      sessoesSite.set(token, i);
      return {
        redirecionar: '/pt-saopaulo.html',
        cookies: [`login-token=${token}; Path=/; HttpOnly; Secure`],
      };
    }
    if (caminho === '/pt-saopaulo.html') return { html: '<html><body>Área do cliente</body></html>' };
    if (caminho === '/bin/enel-br/pt-saopaulo/currentuser') {
      const i = sessoesSite.get(p.cookies['login-token'] ?? '');
      if (i === undefined || !p.headers.sid) return { status: 401, json: {} };
      const conta = contas[i] as ContaConcessionariaDeTeste;
      const jwt = `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(randomUUID()).toString('base64url')}.sig`;
      jwts.set(jwt, i);
      return {
        json: {
          currentUser: {
            access_token: jwt,
            enel_id: `enelid-${i}`,
            E_PARTNER: String(2_000_000 + i),
            E_NOME: 'CLIENTE',
            E_EMAIL: conta.login,
            E_BANDEIRA: 'VERDE',
            ET_INST: conta.unidades.map((u) => ({
              ...instalacao(u.matricula),
              PARTNER: String(2_000_000 + i),
              ENDERECO: 'R DAS PALMEIRAS 10 SAO PAULO',
              APELIDO: '',
              NIVEL_TENSAO: 'B',
            })),
          },
        },
      };
    }
    if (caminho === '/api/portalinfo' || caminho === '/api/generatepdf') {
      const i = jwts.get(String(p.headers['enel-jwt-token'] ?? ''));
      if (i === undefined) return { status: 401, json: { error: 'Unauthorized', message: 'JWT expired' } };
      const env = JSON.parse(p.texto || '{}') as {
        Header?: Record<string, unknown>;
        Body?: Record<string, string>;
      };
      const header = { ...env.Header, FechaHora: new Date().toISOString() };
      if (env.Header?.CodSistema !== 'WEB')
        return { json: { Header: header, Body: { E_RESULT: '99', E_MSG: 'Header inválido' } } };
      const b = env.Body ?? {};
      const u = (contas[i] as ContaConcessionariaDeTeste).unidades.find(
        (x) => x.matricula === b.I_ANLAGE && `K${x.matricula}` === b.I_VKONT,
      );
      if (!u)
        return { json: { Header: header, Body: { E_RESULT: '1', E_MSG: 'Instalação não encontrada' } } };
      if (caminho === '/api/portalinfo')
        return {
          json: {
            Header: header,
            Body: {
              E_RESULT: '0',
              ET_CONTAS: u.faturas.map((f) => ({
                BELNR: belnr(u.matricula, f.mes),
                SITUACAO: SITUACAO[f.status],
                VENCIMENTO: f.vencimento.replace(/-/g, ''),
                ANO_MES_REF: `${f.mes.slice(5)}/${f.mes.slice(0, 4)}`,
                MONTANTE: f.valor_rs,
                O_COD_BARRAS: '',
                DT_PAGTO: f.status === 'paga' ? f.vencimento.replace(/-/g, '') : '00000000',
                STATUS: '',
                ORIGEM_DOC: 'C',
              })),
            },
          },
        };
      const f = u.faturas.find((x) => belnr(u.matricula, x.mes) === b.I_BELNR);
      if (!f || b.I_COD_SERV !== 'SV') return { json: { E_BIN_FAT: '', E_MSG: 'Documento não encontrado' } };
      const pdf = await pdfDeFaturaSimulada('ENEL DISTRIBUIÇÃO SÃO PAULO', u.matricula, f);
      return { json: { E_BIN_FAT: Buffer.from(pdf).toString('base64'), E_MSG: '' } };
    }
    return { status: 404, html: '<html><body>Página não encontrada</body></html>' };
  }

  const s = await iniciarServidorWeb(
    { porta: opcoes.porta, limite: { status: 429, json: { message: 'Too Many Requests' } } },
    tratar,
  );
  return {
    url: s.origem,
    logins: () => logins,
    expirarSessoes: () => {
      jwts.clear();
      sessoesSite.clear();
    },
    limitar: s.limitar,
    fechar: s.fechar,
  };
}
