import { randomUUID } from 'node:crypto';
import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { pdfDeFaturaSimulada } from '../fatura-pdf-simulada.ts';
import { iniciarServidorWeb, type PedidoWebSimulado, type RespostaWebSimulada } from '../servidor-web.ts';
import type { ContaConcessionariaDeTeste, FaturaDeTeste, SimuladorConcessionaria } from '../types.ts';

// A local Copel AVA: JSF pages in HTML with JSESSIONID (cookie and ";jsessionid=" in the first
// form action), a ViewState per rendered form that postbacks must return, the UC picked by a
// "Selecionar" postback and kept in the session, the debts table, the 2ª via table whose row link
// answers the PDF, and the consumption history. More than `loginsPorMinuto` login attempts (6 by
// default, as the recon notes saw) in a minute get the page's "too many attempts" message;
// `limitar(n)` answers 429. A page of a session that is gone redirects to the login page.

const SITUACAO_SEGUNDA_VIA: Record<StatusFatura, string> = {
  aberta: 'AB',
  fechada: 'AB',
  vencida: 'AB',
  paga: 'PAGA',
  cancelada: 'CANCELADA',
};
const aberta = (s: StatusFatura) => s === 'aberta' || s === 'vencida' || s === 'fechada';
const brl = (n: number) => n.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const mesAno = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;
const dataBr = (d: string) => d.split('-').reverse().join('/');
const nrFatura = (uc: string, mes: string) => `${uc.slice(-8)}${mes.replace('-', '')}01`;

interface Sessao {
  conta: number | null;
  uc: string | null;
  estados: Set<string>;
}

const pagina = (corpo: string) =>
  `<!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml"><head><title>AVA - Agência Virtual Copel</title></head><body>${corpo}</body></html>`;

function tabela(id: string, colunas: string[], linhas: string[][], vazia: string): string {
  const corpo = linhas.length
    ? linhas
        .map(
          (l, i) =>
            `<tr data-ri="${i}" class="ui-widget-content">${l.map((c) => `<td role="gridcell">${c}</td>`).join('')}</tr>`,
        )
        .join('')
    : `<tr class="ui-widget-content ui-datatable-empty-message"><td colspan="${colunas.length}">${vazia}</td></tr>`;
  return `<div id="${id}" class="ui-datatable ui-widget"><div class="ui-datatable-tablewrapper"><table role="grid"><thead><tr>${colunas
    .map(
      (c) =>
        `<th class="ui-state-default" role="columnheader"><span class="ui-column-title">${c}</span></th>`,
    )
    .join(
      '',
    )}</tr></thead><tbody id="${id}_data" class="ui-datatable-data">${corpo}</tbody></table></div></div>`;
}

const linkJsf = (form: string, id: string, texto: string) =>
  `<a id="${id}" href="#" onclick="mojarra.jsfcljs(document.getElementById('${form}'),{'${id}':'${id}'},'');return false">${texto}</a>`;

export async function iniciarSimuladorCopel(
  contas: ContaConcessionariaDeTeste[],
  opcoes: { porta?: number; loginsPorMinuto?: number } = {},
): Promise<SimuladorConcessionaria> {
  const sessoes = new Map<string, Sessao>();
  const tentativas: number[] = [];
  let logins = 0;

  function estado(s: Sessao): string {
    const v = `${randomUUID()}:${s.estados.size}`;
    s.estados.add(v);
    return `<input type="hidden" name="javax.faces.ViewState" id="j_id1:javax.faces.ViewState:0" value="${v}" autocomplete="off" />`;
  }

  function telaLogin(sid: string, s: Sessao, mensagem?: string): RespostaWebSimulada {
    const msg = mensagem
      ? `<div id="formulario:msgs" class="ui-messages ui-widget"><div class="ui-messages-error ui-corner-all"><ul><li><span class="ui-messages-error-summary">${mensagem}</span></li></ul></div></div>`
      : '';
    return {
      cookies: [`JSESSIONID=${sid}; Path=/avaweb; HttpOnly`],
      html: pagina(
        `<form id="formulario" name="formulario" method="post" action="/avaweb/paginaLogin/login.jsf;jsessionid=${sid}" enctype="application/x-www-form-urlencoded"><input type="hidden" name="formulario" value="formulario" />${msg}<label>CPF/CNPJ</label><input id="formulario:numDoc" name="formulario:numDoc" type="text" class="ui-inputfield" /><label>Senha</label><input id="formulario:pass" name="formulario:pass" type="password" class="ui-inputfield" /><button id="formulario:j_idt41" name="formulario:j_idt41" class="ui-button" type="submit"><span class="ui-button-text">Entrar</span></button>${estado(s)}</form>`,
      ),
    };
  }

  async function tratar(p: PedidoWebSimulado): Promise<RespostaWebSimulada> {
    const [caminho = '', sidUrl] = p.url.pathname.split(';jsessionid=');
    let sid = sidUrl ?? p.cookies.JSESSIONID ?? '';
    let s = sessoes.get(sid);
    if (!s) {
      sid = randomUUID().replace(/-/g, '').toUpperCase();
      s = { conta: null, uc: null, estados: new Set() };
      sessoes.set(sid, s);
    }
    const conta = s.conta === null ? undefined : contas[s.conta];

    if (caminho === '/avaweb/paginaLogin/login.jsf') {
      if (p.metodo === 'GET') return telaLogin(sid, s);
      if (
        !s.estados.has(p.form.get('javax.faces.ViewState') ?? '') ||
        p.form.get('formulario') !== 'formulario' ||
        !p.form.has('formulario:j_idt41')
      )
        return telaLogin(sid, s, 'Sua sessão expirou. Tente novamente.');
      const agora = Date.now();
      while (tentativas.length && (tentativas[0] as number) < agora - 60_000) tentativas.shift();
      if (tentativas.length >= (opcoes.loginsPorMinuto ?? 6))
        return telaLogin(sid, s, 'Número de tentativas excedido. Aguarde alguns minutos e tente novamente.');
      tentativas.push(agora);
      const doc = p.form.get('formulario:numDoc') ?? '';
      const i = contas.findIndex(
        (c) => c.login.replace(/\D/g, '') === doc && c.senha === p.form.get('formulario:pass'),
      );
      if (i < 0) return telaLogin(sid, s, 'CPF/CNPJ ou senha inválidos.');
      logins++;
      s.conta = i;
      s.uc = null;
      return {
        redirecionar: '/avaweb/paginas/listarUcsDoc.jsf',
        cookies: [`JSESSIONID=${sid}; Path=/avaweb; HttpOnly`],
      };
    }
    if (!caminho.startsWith('/avaweb/paginas/') || !conta)
      return { redirecionar: '/avaweb/paginaLogin/login.jsf' };

    if (caminho === '/avaweb/paginas/listarUcsDoc.jsf') {
      if (p.metodo === 'POST') {
        if (!s.estados.has(p.form.get('javax.faces.ViewState') ?? ''))
          return { redirecionar: '/avaweb/paginaLogin/login.jsf' };
        const campo = [...p.form.keys()].find((k) => /^formLogin:tbUcs:\d+:j_idt27$/.test(k));
        const u = conta.unidades[Number(campo?.split(':')[2])];
        if (!u) return { status: 400, html: pagina('Unidade inválida') };
        s.uc = u.matricula;
        return { redirecionar: '/avaweb/paginas/inicio.jsf' };
      }
      const linhas = conta.unidades.map((u, i) => [
        u.matricula,
        String(Number(u.matricula.slice(-8))),
        'CURITIBA',
        'R XV DE NOVEMBRO 100',
        'B',
        'LG',
        linkJsf('formLogin', `formLogin:tbUcs:${i}:j_idt27`, 'Selecionar'),
      ]);
      return {
        html: pagina(
          `<form id="formLogin" name="formLogin" method="post" action="/avaweb/paginas/listarUcsDoc.jsf"><input type="hidden" name="formLogin" value="formLogin" />${tabela(
            'formLogin:tbUcs',
            [
              'Unidade consumidora ANEEL',
              'Unidade consumidora antiga',
              'Cidade',
              'Endereço',
              'Grupo',
              'Situação',
              '',
            ],
            linhas,
            'Nenhuma unidade consumidora',
          )}${estado(s)}</form>`,
        ),
      };
    }
    if (caminho === '/avaweb/paginas/inicio.jsf')
      return { html: pagina(`<h1>Unidade consumidora ${s.uc}</h1>`) };
    const u = conta.unidades.find((x) => x.matricula === s.uc);
    if (!u) return { redirecionar: '/avaweb/paginas/listarUcsDoc.jsf' };
    const recentes = [...u.faturas].sort((a, b) => b.mes.localeCompare(a.mes));

    if (caminho === '/avaweb/paginas/consultaDebitos.jsf') {
      const hoje = Date.now();
      const linhas = recentes
        .filter((f) => aberta(f.status))
        .map((f) => {
          const atraso = Math.floor((hoje - Date.parse(`${f.vencimento}T12:00:00-03:00`)) / 86_400_000);
          return [
            mesAno(f.mes),
            nrFatura(u.matricula, f.mes),
            'AB',
            'FATURA',
            dataBr(f.vencimento),
            String(f.status === 'vencida' ? Math.max(1, atraso) : 0),
            brl(f.valor_rs),
          ];
        });
      const total = u.faturas.filter((f) => aberta(f.status)).reduce((a, f) => a + f.valor_rs, 0);
      return {
        html: pagina(
          `<h2>Débitos da UC Logada</h2>${tabela(
            'formDebitos:tbDebitos',
            [
              'Mês de referência',
              'Nr. da fatura',
              'Situação',
              'Origem',
              'Data de vencimento',
              'Dias em atraso',
              'Valor emitido (R$)',
            ],
            linhas,
            'Não há débitos para a unidade consumidora',
          )}<p>Total de débitos da unidade consumidora: R$ ${brl(total)}</p>`,
        ),
      };
    }
    if (caminho === '/avaweb/paginas/segundaViaFatura.jsf') {
      if (p.metodo === 'POST') {
        if (!s.estados.has(p.form.get('javax.faces.ViewState') ?? ''))
          return { redirecionar: '/avaweb/paginaLogin/login.jsf' };
        const campo = [...p.form.keys()].find((k) => /^formSegundaVia:tbFaturas:\d+:j_idt52$/.test(k));
        const f: FaturaDeTeste | undefined = recentes[Number(campo?.split(':')[2])];
        if (!f) return { status: 400, html: pagina('Fatura inválida') };
        return { pdf: await pdfDeFaturaSimulada('COPEL DISTRIBUIÇÃO S.A.', u.matricula, f) };
      }
      const linhas = recentes.map((f, i) => [
        mesAno(f.mes),
        nrFatura(u.matricula, f.mes),
        dataBr(f.vencimento),
        brl(f.valor_rs),
        SITUACAO_SEGUNDA_VIA[f.status],
        linkJsf('formSegundaVia', `formSegundaVia:tbFaturas:${i}:j_idt52`, '2ª via'),
      ]);
      return {
        html: pagina(
          `<form id="formSegundaVia" name="formSegundaVia" method="post" action="/avaweb/paginas/segundaViaFatura.jsf"><input type="hidden" name="formSegundaVia" value="formSegundaVia" />${tabela(
            'formSegundaVia:tbFaturas',
            ['Mês de referência', 'Nr. da fatura', 'Data de vencimento', 'Valor (R$)', 'Situação', ''],
            linhas,
            'Nenhuma fatura disponível',
          )}${estado(s)}</form>`,
        ),
      };
    }
    if (caminho === '/avaweb/paginas/historicoConsumoGrupoB.jsf')
      return {
        html: pagina(
          tabela(
            'formHistorico:tbConsumo',
            ['Mês/Ano', 'Consumo (kWh)', 'Dias'],
            recentes.map((f) => [mesAno(f.mes), f.consumo_kwh.toLocaleString('pt-BR'), '30']),
            'Sem histórico',
          ),
        ),
      };
    return { status: 404, html: pagina('Página não encontrada') };
  }

  const servidor = await iniciarServidorWeb(
    { porta: opcoes.porta, limite: { status: 429, html: pagina('Too Many Requests') } },
    tratar,
  );
  return {
    url: servidor.origem,
    logins: () => logins,
    expirarSessoes: () => sessoes.clear(),
    limitar: servidor.limitar,
    fechar: servidor.fechar,
  };
}
