// A local stand-in for BrasilAPI during e2e (no internet here): a few known CEPs, 404 otherwise.
import { createServer } from 'node:http';

const ceps = {
  13015904: {
    cep: '13015904',
    state: 'SP',
    city: 'Campinas',
    neighborhood: 'Centro',
    street: 'Rua Conceição',
    service: 'local',
  },
  '01310100': {
    cep: '01310100',
    state: 'SP',
    city: 'São Paulo',
    neighborhood: 'Bela Vista',
    street: 'Avenida Paulista',
    service: 'local',
  },
};
const port = Number(process.env.CEP_LOCAL_PORT ?? 3392);

createServer((req, res) => {
  const m = /^\/api\/cep\/v1\/(\d{8})$/.exec(req.url ?? '');
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  const body = m ? ceps[m[1]] : undefined;
  res.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body ?? { message: 'CEP não encontrado' }));
}).listen(port, '127.0.0.1');
