import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { formatDataHora } from '@irradia/shared/format/data';
import type { StatusPropostaPublica } from '@irradia/shared/propostas/link.schema';
import { FileDown } from 'lucide-react';
import { type PropostaPublica, pdfDoContrato, useResponderProposta } from '../api.ts';
import { NomeECpfForm } from './nome-e-cpf-form.tsx';

// The contract on the proposal's link (decision 037): its text and PDF, and the customer's
// signature with name and CPF while it waits for one; once signed, who signed and when; a
// cancelled one says so.

/** What the link says of each stage after the proposal was accepted. */
const SITUACAO: Partial<Record<StatusPropostaPublica, { rotulo: string; cor: string }>> = {
  aguardando_assinatura: { rotulo: 'Aguardando sua assinatura', cor: 'yellow' },
  assinado: { rotulo: 'Contrato assinado', cor: 'green' },
  cancelado: { rotulo: 'Contrato cancelado', cor: 'red' },
  fechada: { rotulo: 'Venda concluída', cor: 'teal' },
};

export function ContratoDaProposta({ token, proposta: p }: { token: string; proposta: PropostaPublica }) {
  const responder = useResponderProposta(token);
  const c = p.contrato;
  if (!c) return null;
  const situacao = SITUACAO[p.status];
  const assinado = c.status === 'assinado' || p.status === 'fechada';
  return (
    <Stack gap="5">
      <Card.Root>
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="lg" id="contrato">
              Contrato
            </Heading>
            {situacao && (
              <Badge
                colorPalette={situacao.cor}
                variant="subtle"
                size="lg"
                data-testid="situacao-do-contrato"
              >
                {situacao.rotulo}
              </Badge>
            )}
          </HStack>
          <Text color="fg.muted" fontSize="sm">
            Gerado em {formatDataHora(c.gerado_em)}.
          </Text>
          <Box
            as="article"
            aria-labelledby="contrato"
            tabIndex={0}
            whiteSpace="pre-wrap"
            overflowWrap="anywhere"
            lineHeight="tall"
            maxH={{ base: '70vh', md: '96' }}
            overflowY="auto"
            borderWidth="1px"
            rounded="md"
            p={{ base: '3', md: '4' }}
            data-testid="texto-do-contrato"
          >
            {c.texto}
          </Box>
          <Button asChild variant="outline" alignSelf="flex-start">
            <a href={pdfDoContrato(token)} download>
              <FileDown aria-hidden /> Baixar contrato (PDF)
            </a>
          </Button>
        </Card.Body>
      </Card.Root>
      {c.status === 'aguardando_assinatura' && (
        <Card.Root>
          <Card.Body gap="4" p={{ base: '4', md: '6' }}>
            <Heading as="h2" size="md">
              Assinar o contrato
            </Heading>
            <NomeECpfForm
              instrucao="Depois de ler o contrato, informe seu nome completo e seu CPF para assiná-lo. Guardamos a data, a hora e o endereço de internet da assinatura."
              confirmar="Assinar contrato"
              enviar={(dados) => responder.mutateAsync({ acao: 'assinar', dados })}
            />
          </Card.Body>
        </Card.Root>
      )}
      {assinado && (
        <Card.Root borderColor="green.solid" borderWidth="2px">
          <Card.Body gap="1" p={{ base: '4', md: '6' }} role="status">
            <Heading as="h2" size="lg">
              Contrato assinado
            </Heading>
            <Text>
              Contrato assinado por {c.assinatura?.nome ?? 'você'}
              {c.assinado_em ? ` em ${formatDataHora(c.assinado_em)}` : ''}. {p.empresa.nome} vai seguir com a
              instalação.
            </Text>
          </Card.Body>
        </Card.Root>
      )}
      {c.status === 'cancelado' && (
        <Card.Root borderColor="red.solid" borderWidth="2px">
          <Card.Body gap="1" p={{ base: '4', md: '6' }} role="status">
            <Heading as="h2" size="lg">
              Contrato cancelado
            </Heading>
            <Text>
              Este contrato foi cancelado e não vale mais. Fale com {p.empresa.nome} se tiver dúvidas.
            </Text>
          </Card.Body>
        </Card.Root>
      )}
    </Stack>
  );
}
