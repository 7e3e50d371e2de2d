import { Button, Card, DataList, Heading, Stack, Text } from '@chakra-ui/react';
import { formatDocumento } from '@irradia/shared';
import { formatDataHora } from '@irradia/shared/format/data';
import { FileDown } from 'lucide-react';
import { baixarArquivo } from '../../../lib/download.ts';
import type { Contrato } from '../api.ts';

// What the team needs to know about a contract: when it was made, its terms, and the evidence of
// the signature (decision 037): on the link, the name, CPF, IP and time; by upload, who sent the
// signed PDF and when, with the file itself. A cancelled one says why.

const anos = (n: number) => (n === 1 ? '1 ano' : `${n} anos`);

function Linhas({ linhas }: { linhas: ReadonlyArray<readonly [string, string]> }) {
  return (
    <DataList.Root orientation="horizontal" size="sm" gap="2">
      {linhas.map(([rotulo, valor]) => (
        <DataList.Item key={rotulo}>
          <DataList.ItemLabel minW={{ base: '28', sm: '40' }}>{rotulo}</DataList.ItemLabel>
          <DataList.ItemValue whiteSpace="pre-wrap">{valor}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function Assinatura({ uuid, contrato: c }: { uuid: string; contrato: Contrato }) {
  const a = c.assinatura;
  if (!a) return null;
  const quando = c.assinado_em ? formatDataHora(c.assinado_em) : '—';
  return (
    <Card.Root size="sm" borderColor="green.solid" data-testid="assinatura-do-contrato">
      <Card.Body gap="3">
        <Heading size="sm" as="h3">
          {a.via === 'link' ? 'Assinado pelo cliente no link' : 'Contrato assinado enviado'}
        </Heading>
        {a.via === 'link' ? (
          <Linhas
            linhas={[
              ['Nome', a.nome],
              ['CPF', a.cpf ? formatDocumento(a.cpf) : '—'],
              ['IP', a.ip ?? '—'],
              ['Data e hora', quando],
            ]}
          />
        ) : (
          <Stack gap="3">
            <Linhas
              linhas={[
                ['Enviado por', a.nome],
                ['Data e hora', quando],
              ]}
            />
            <Button
              size="sm"
              variant="outline"
              alignSelf="flex-start"
              onClick={() => void baixarArquivo(`pedidos/${uuid}/contrato/assinado`, 'contrato-assinado.pdf')}
            >
              <FileDown aria-hidden /> Baixar contrato assinado
            </Button>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function SituacaoDoContrato({ uuid, contrato: c }: { uuid: string; contrato: Contrato }) {
  return (
    <Stack gap="4">
      <Assinatura uuid={uuid} contrato={c} />
      {c.status === 'cancelado' && (
        <Card.Root size="sm" borderColor="red.solid" data-testid="cancelamento-do-contrato">
          <Card.Body gap="2">
            <Heading size="sm" as="h3">
              Contrato cancelado
            </Heading>
            <Text fontSize="sm">
              {c.cancelado_em ? `Em ${formatDataHora(c.cancelado_em)}. ` : ''}Motivo:{' '}
              {c.motivo_cancelamento ?? '—'}
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      <Card.Root size="sm">
        <Card.Body gap="3">
          <Heading size="sm" as="h3">
            Condições
          </Heading>
          <Linhas
            linhas={[
              ['Gerado em', formatDataHora(c.gerado_em)],
              ['Pagamento', c.pagamento],
              ['Prazo de instalação', `${c.prazo_instalacao_dias} dias`],
              ['Garantia dos módulos', anos(c.garantia_modulos_anos)],
              ['Garantia dos inversores', anos(c.garantia_inversores_anos)],
              ['Garantia da instalação', anos(c.garantia_instalacao_anos)],
            ]}
          />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
