import type { StatusFatura } from '@irradia/shared/faturas/faturas.campos';
import { juntarUrl } from '../../makers/http.ts';
import { Navegador, type PaginaWeb } from '../navegador.ts';
import { botaoDeEnvio, formularioJsf, mensagensDaPagina, tabelaPorColunas } from '../paginas-jsf.ts';
import {
  type ClienteConcessionaria,
  comSessao,
  conferirMes,
  dataIso,
  ErroConcessionaria,
  type FaturaRemota,
  MENSAGEM_CREDENCIAIS,
  mesReferencia,
  numeroBr,
  type OpcoesClienteConcessionaria,
  ordenarFaturas,
  protocoloDaConcessionaria,
  semVazios,
  statusEmAberto,
} from '../types.ts';

// Copel AVA web (reference/utility-portals.md §6, grade A from recon notes): a JSF/PrimeFaces
// site, HTML only, session in JSESSIONID, the chosen UC kept server-side. Login is CPF/CNPJ +
// password with no captcha, but ~6 quick logins get refused — so the client logs in once and
// again only when the session expired. After login the UC list (listarUcsDoc.jsf) is a postback
// per "Selecionar"; then plain GETs read the debts table (consultaDebitos.jsf: open bills and days
// overdue), the 2ª via table (segundaViaFatura.jsf: every recent bill, and the postback that
// answers the PDF) and the consumption history (historicoConsumoGrupoB.jsf, kWh per month).
// The 2ª via and history tables were not captured in the reference (C): read by column titles.

export const URL_PADRAO_COPEL = 'https://www.copel.com';
const NOME = 'Copel';
export const MENSAGEM_LIMITE_COPEL =
  'A Copel recusou novos logins por excesso de tentativas: tente de novo em alguns minutos';

const PAGINA_LOGIN = '/avaweb/paginaLogin/login.jsf';
const PAGINA_UCS = '/avaweb/paginas/listarUcsDoc.jsf';
const PAGINA_DEBITOS = '/avaweb/paginas/consultaDebitos.jsf';
const PAGINA_SEGUNDA_VIA = '/avaweb/paginas/segundaViaFatura.jsf';
const PAGINA_CONSUMO = '/avaweb/paginas/historicoConsumoGrupoB.jsf';

const COL_UC = 'Unidade consumidora ANEEL';
const COL_MES = 'Mês de referência';
const COL_FATURA = 'Nr. da fatura';
const COL_VENCIMENTO = 'Data de vencimento';

const naPaginaDeLogin = (p: PaginaWeb) => /name\s*=\s*["']formulario:numDoc["']/.test(p.texto);

function statusCopel(
  situacao: string,
  diasAtraso: number | undefined,
  vencimento: string | undefined,
  agora: Date,
): StatusFatura {
  const t = situacao.toUpperCase();
  if (/PAG|QUIT/.test(t)) return 'paga';
  if (/CANC/.test(t)) return 'cancelada';
  if (diasAtraso !== undefined) return diasAtraso > 0 ? 'vencida' : 'aberta';
  return statusEmAberto(vencimento, agora);
}

export class ClienteCopel implements ClienteConcessionaria {
  readonly sigla = 'Copel-DIS';
  private readonly nav: Navegador;
  private logado = false;

  constructor(private readonly o: OpcoesClienteConcessionaria) {
    this.nav = new Navegador(o, NOME);
  }

  private url(caminho: string) {
    return juntarUrl(this.o.baseUrl, caminho);
  }

  async entrar(): Promise<void> {
    this.logado = false;
    this.nav.esquecerCookies();
    const login = await this.nav.ir(this.url(PAGINA_LOGIN));
    const form = formularioJsf(login.texto, 'formulario');
    const botao = form && botaoDeEnvio(form);
    if (!form || !botao) throw protocoloDaConcessionaria(NOME, 'página de login sem o formulário');
    // The action carries ";jsessionid=" on the first visit: post exactly there.
    const r = await this.nav.ir(new URL(form.action || PAGINA_LOGIN, login.url), {
      form: [
        ...form.ocultos,
        ['formulario:numDoc', this.o.login.replace(/\D/g, '')],
        ['formulario:pass', this.o.senha],
        [botao, ''],
      ],
    });
    if (naPaginaDeLogin(r)) {
      const msgs = mensagensDaPagina(r.texto).join(' ');
      // A ViewState the server no longer knows (JSF ViewExpired) is not a wrong password.
      if (/expirou|expirada/i.test(msgs))
        throw new ErroConcessionaria('sessao_expirada', 'Sessão da Copel expirada');
      if (/tentativas|aguarde|excedid|bloquead/i.test(msgs))
        throw new ErroConcessionaria('limite', MENSAGEM_LIMITE_COPEL);
      throw new ErroConcessionaria('credenciais', MENSAGEM_CREDENCIAIS);
    }
    if (!tabelaPorColunas(r.texto, [COL_UC]))
      throw protocoloDaConcessionaria(NOME, 'login sem a lista de unidades');
    this.logado = true;
  }

  /** A page of the logged session; landing on the login form means the session is gone. */
  private async pagina(caminho: string): Promise<PaginaWeb> {
    const p = await this.nav.ir(this.url(caminho));
    if (naPaginaDeLogin(p)) {
      this.logado = false;
      throw new ErroConcessionaria('sessao_expirada', 'Sessão da Copel expirada');
    }
    return p;
  }

  private async unidades(): Promise<string[]> {
    const p = await this.pagina(PAGINA_UCS);
    const linhas = tabelaPorColunas(p.texto, [COL_UC]);
    if (!linhas) throw protocoloDaConcessionaria(NOME, 'lista de unidades sem tabela');
    return linhas.map((l) => l.celulas[COL_UC] ?? '').filter(Boolean);
  }

  /** Makes `uc` the session's UC: the "Selecionar" postback of its row. */
  private async selecionar(uc: string): Promise<void> {
    const p = await this.pagina(PAGINA_UCS);
    const form = formularioJsf(p.texto, 'formLogin');
    const linha = tabelaPorColunas(p.texto, [COL_UC])?.find((l) => l.celulas[COL_UC] === uc);
    const link = linha?.links.Selecionar;
    if (!form || !link) throw protocoloDaConcessionaria(NOME, `unidade ${uc} sem o link Selecionar`);
    const r = await this.nav.ir(new URL(form.action || PAGINA_UCS, p.url), {
      form: [...form.ocultos, [link, link]],
    });
    if (naPaginaDeLogin(r)) throw new ErroConcessionaria('sessao_expirada', 'Sessão da Copel expirada');
  }

  private async faturasDaUc(uc: string, desde: string, agora: Date): Promise<FaturaRemota[]> {
    await this.selecionar(uc);
    const debitos = tabelaPorColunas((await this.pagina(PAGINA_DEBITOS)).texto, [COL_MES, COL_FATURA]);
    const segundaVia = tabelaPorColunas((await this.pagina(PAGINA_SEGUNDA_VIA)).texto, [COL_MES, COL_FATURA]);
    const consumo = tabelaPorColunas((await this.pagina(PAGINA_CONSUMO)).texto, ['Mês/Ano', 'Consumo (kWh)']);
    if (!debitos || !segundaVia || !consumo)
      throw protocoloDaConcessionaria(NOME, 'tabelas de faturas não encontradas');
    const kwhDoMes = new Map(
      consumo.map((l) => [mesReferencia(l.celulas['Mês/Ano']), numeroBr(l.celulas['Consumo (kWh)'])]),
    );
    const abertas = new Map(debitos.map((l) => [l.celulas[COL_FATURA] ?? '', l.celulas]));
    const porId = new Map<string, FaturaRemota>();
    // Every bill the 2ª via page offers, then the open ones it may not list yet.
    for (const c of [...segundaVia.map((l) => l.celulas), ...debitos.map((l) => l.celulas)]) {
      const id = c[COL_FATURA] ?? '';
      if (!id || porId.has(id)) continue;
      const debito = abertas.get(id);
      const mes = mesReferencia(c[COL_MES]);
      const campos = semVazios({
        matricula: uc,
        mes_referencia: mes,
        vencimento: dataIso(c[COL_VENCIMENTO]),
        valor_total_rs: numeroBr(c['Valor (R$)'] ?? c['Valor emitido (R$)']),
        consumo_kwh: kwhDoMes.get(mes),
      });
      if (!mes || mes < desde) continue;
      const status = debito
        ? statusCopel(debito.Situação ?? '', numeroBr(debito['Dias em atraso']), campos.vencimento, agora)
        : statusCopel(c.Situação ?? '', undefined, campos.vencimento, agora);
      porId.set(id, { id, matricula: uc, status, campos });
    }
    return [...porId.values()];
  }

  listarFaturas(desde: string): Promise<FaturaRemota[]> {
    conferirMes(desde);
    const agora = this.o.agora?.() ?? new Date();
    return comSessao(
      this.logado,
      () => this.entrar(),
      async () => {
        const faturas: FaturaRemota[] = [];
        for (const uc of await this.unidades()) faturas.push(...(await this.faturasDaUc(uc, desde, agora)));
        return ordenarFaturas(faturas);
      },
    );
  }

  baixarPdf(f: FaturaRemota): Promise<Uint8Array> {
    return comSessao(
      this.logado,
      () => this.entrar(),
      async () => {
        await this.selecionar(f.matricula);
        const p = await this.pagina(PAGINA_SEGUNDA_VIA);
        const form = formularioJsf(p.texto, 'formSegundaVia');
        const linha = tabelaPorColunas(p.texto, [COL_MES, COL_FATURA])?.find(
          (l) => l.celulas[COL_FATURA] === f.id,
        );
        const link = linha && Object.values(linha.links)[0];
        if (!form || !link) throw protocoloDaConcessionaria(NOME, `fatura ${f.id} sem 2ª via`);
        const r = await this.nav.ir(new URL(form.action || PAGINA_SEGUNDA_VIA, p.url), {
          form: [...form.ocultos, [link, link]],
        });
        if (naPaginaDeLogin(r)) throw new ErroConcessionaria('sessao_expirada', 'Sessão da Copel expirada');
        if (Buffer.from(r.bytes.subarray(0, 4)).toString('latin1') !== '%PDF')
          throw protocoloDaConcessionaria(NOME, 'a 2ª via não devolveu um PDF');
        return r.bytes;
      },
    );
  }
}
