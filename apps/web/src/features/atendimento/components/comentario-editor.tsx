import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { type Referencia, useBusca } from './cartao-api.ts';
import { ListaDeSugestoes } from './lista-de-sugestoes.tsx';
import { inserirMencao, type Mencionado, mencaoEmCurso, mencoesDoTexto } from './mencoes.ts';
import { useListaNavegavel } from './use-lista-navegavel.ts';
import { useValorAtrasado } from './use-valor-atrasado.ts';

const MAX_TEXTO = 4000;

/**
 * The comment box: "@" opens the employees to mention (arrows and Enter, or a click), the chosen
 * name goes in as "@Nome" and its uuid in `mencoes`. Ctrl+Enter (⌘+Enter) posts.
 */
export function ComentarioEditor(props: {
  enviando: boolean;
  onEnviar(c: { texto: string; mencoes: string[] }): Promise<unknown>;
}) {
  const [texto, setTexto] = useState('');
  const [caret, setCaret] = useState(0);
  const [escolhidos, setEscolhidos] = useState<Mencionado[]>([]);
  const [erro, setErro] = useState<string | null>(null);
  const [fechada, setFechada] = useState(false);
  const caixa = useRef<HTMLTextAreaElement>(null);

  const emCurso = fechada ? null : mencaoEmCurso(texto, caret, escolhidos);
  const busca = useValorAtrasado(emCurso?.busca.trim() ?? '', 150);
  const achados = useBusca('funcionarios', busca, emCurso !== null);
  const itens = emCurso ? (achados.data ?? []) : [];

  function escolher(f: Referencia) {
    if (!emCurso) return;
    const r = inserirMencao(texto, caret, emCurso.inicio, f.nome);
    setTexto(r.texto);
    setCaret(r.caret);
    setEscolhidos((l) => (l.some((m) => m.uuid === f.uuid) ? l : [...l, f]));
    setFechada(true);
    requestAnimationFrame(() => {
      caixa.current?.focus();
      caixa.current?.setSelectionRange(r.caret, r.caret);
    });
  }
  const lista = useListaNavegavel({
    itens,
    aberta: emCurso !== null,
    escolher,
    fechar: () => setFechada(true),
  });

  async function enviar(e?: FormEvent) {
    e?.preventDefault();
    const limpo = texto.trim();
    if (!limpo) return setErro('Escreva o comentário');
    if (limpo.length > MAX_TEXTO) return setErro(`Use no máximo ${MAX_TEXTO} caracteres`);
    setErro(null);
    try {
      await props.onEnviar({ texto: limpo, mencoes: mencoesDoTexto(limpo, escolhidos) });
      setTexto('');
      setCaret(0);
      setEscolhidos([]);
    } catch (err) {
      // The text stays for another try; a field's message goes under the box.
      const campo = err instanceof ApiError ? (err.fieldErrors.texto ?? err.fieldErrors.mencoes) : undefined;
      setErro(campo ?? (err instanceof Error ? err.message : 'Não foi possível comentar'));
    }
  }

  const lerCaret = (el: HTMLTextAreaElement) => setCaret(el.selectionStart ?? el.value.length);
  return (
    <Stack as="form" gap="2" onSubmit={(e) => void enviar(e)}>
      <Box position="relative">
        <Textarea
          ref={caixa}
          value={texto}
          rows={3}
          placeholder="Escreva um comentário… Use @ para mencionar alguém"
          aria-label="Novo comentário"
          aria-invalid={erro ? true : undefined}
          autoresize
          maxH="60"
          {...lista.aria}
          data-escape-local={lista.visivel ? '' : undefined}
          onChange={(e) => {
            setTexto(e.target.value);
            lerCaret(e.target);
            setFechada(false);
            if (erro) setErro(null);
          }}
          onSelect={(e) => lerCaret(e.currentTarget)}
          onKeyDown={(e) => {
            if (lista.onKeyDown(e)) return;
            if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void enviar();
          }}
          onBlur={() => setFechada(true)}
          onFocus={() => setFechada(false)}
        />
        {lista.visivel && (
          <ListaDeSugestoes
            id={lista.idDaLista}
            rotulo="Funcionários para mencionar"
            itens={itens}
            indice={lista.indice}
            idDaOpcao={lista.idDaOpcao}
            onAtivar={lista.setAtivo}
            onEscolher={escolher}
          />
        )}
      </Box>
      {erro && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {erro}
        </Text>
      )}
      <HStack justify="space-between" gap="2">
        <Text fontSize="xs" color="fg.muted">
          Ctrl+Enter para enviar
        </Text>
        <Button type="submit" size="sm" colorPalette="orange" loading={props.enviando}>
          Comentar
        </Button>
      </HStack>
    </Stack>
  );
}
