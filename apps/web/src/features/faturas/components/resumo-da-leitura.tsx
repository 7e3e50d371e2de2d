import { Alert, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { type CamposFatura, CLASSES_CONSUMO, FORNECIMENTOS } from '@irradia/shared/faturas/faturas.campos';
import type { Leitura } from '../api.ts';
import { Lugar, Marca } from './marcas-da-leitura.tsx';

type Campo = keyof CamposFatura;

/** What the reader made of the PDF (read, by OCR, or not at all) and the unit facts it printed. */
export function ResumoDaLeitura({
  lida,
  naoLidos,
  conferir,
  onVer,
}: {
  lida: Leitura;
  naoLidos: Set<Campo>;
  conferir: Set<Campo>;
  onVer(pagina: number, rolar: boolean): void;
}) {
  const l = lida.leitura;
  const origem = l.ok ? (l.origem ?? {}) : {};
  const campos: CamposFatura = l.ok ? l.campos : {};
  const unidadeInfo = [
    ['Matrícula', campos.matricula, 'matricula'],
    ['Classe', campos.classe ? CLASSES_CONSUMO[campos.classe] : undefined, 'classe'],
    ['Grupo de tensão', campos.grupo_tensao, 'grupo_tensao'],
    ['Fornecimento', campos.fornecimento ? FORNECIMENTOS[campos.fornecimento] : undefined, 'fornecimento'],
    ['Modalidade', campos.gd, 'gd'],
  ] as const;

  const resumo = [
    naoLidos.size
      ? `${naoLidos.size} campo(s) marcado(s) “Não lido”: preencha com o que está na fatura.`
      : '',
    conferir.size
      ? `${conferir.size} campo(s) marcado(s) “Confira”: lidos com incerteza, compare com o PDF.`
      : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <>
      {l.ok ? (
        <Alert.Root status={naoLidos.size || conferir.size ? 'warning' : 'success'}>
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {l.ocr ? 'Fatura digitalizada lida por reconhecimento de texto' : 'Fatura lida'}:{' '}
              {l.concessionaria}
            </Alert.Title>
            <Alert.Description>
              {l.ocr
                ? 'O PDF é uma imagem: cada valor foi reconhecido na imagem e pode ter um dígito trocado. '
                : ''}
              Confira os valores antes de salvar.{resumo ? ` ${resumo}` : ''} Sob cada valor lido, a página e
              a linha do PDF em que ele aparece.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="warning" data-testid="leitura-falhou">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Não foi possível ler esta fatura</Alert.Title>
            <Alert.Description>
              {l.mensagem} Preencha os campos abaixo com os dados da fatura; o PDF fica guardado com ela.
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {l.ok && (
        <DataList.Root orientation="horizontal" size="sm">
          {unidadeInfo.map(([nome, valor, campo]) => (
            <DataList.Item key={campo} data-campo={campo} alignItems="start">
              <DataList.ItemLabel>{nome}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Stack gap="0.5" align="start">
                  <HStack gap="2" wrap="wrap">
                    <Text as="span" color={valor ? undefined : 'fg.muted'}>
                      {valor ?? (naoLidos.has(campo) ? 'Não lido' : '—')}
                    </Text>
                    {valor && <Marca naoLido={false} conferir={conferir.has(campo)} />}
                  </HStack>
                  {valor && origem[campo] && <Lugar origem={origem[campo]} onVer={onVer} />}
                </Stack>
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      )}
    </>
  );
}
