import { CookieJar } from 'tough-cookie';

// Portals' sessions live in cookies, and some set them the way browsers allow: for the parent
// domain (`Domain=enel.com.br` from a login host, read back by the API host), for a path, with an
// expiry. A hand-made name→value map ignores all of that, so the clients keep cookies in
// tough-cookie's jar (RFC 6265), the rules a browser applies.

export class Cookies {
  private jar = new CookieJar();

  /** Keeps what the answer from `url` set; a cookie the rules refuse is dropped, as a browser does. */
  async guardar(url: URL, res: Response): Promise<void> {
    for (const linha of res.headers.getSetCookie()) {
      await this.jar.setCookie(linha, url.href, { ignoreError: true });
    }
  }

  /** The `Cookie` header a browser would send to `url`, or nothing. */
  async cabecalho(url: URL): Promise<Record<string, string>> {
    const valor = await this.jar.getCookieString(url.href);
    return valor ? { Cookie: valor } : {};
  }

  esquecer(): void {
    this.jar = new CookieJar();
  }
}
