// Reading an inject() reply in API tests: its 422 errors, its `data`, the uuid it created.

type Resposta = { json(): unknown };

export const erros = (res: Resposta) =>
  (res.json() as { errors: Array<{ field: string; rule: string; message: string }> }).errors;
export const dados = <T = Record<string, unknown>>(res: Resposta) => (res.json() as { data: T }).data;
export const uuidDe = (res: Resposta) => dados<{ uuid: string }>(res).uuid;
