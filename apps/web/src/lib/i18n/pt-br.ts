// Every text a user reads that is not tied to one screen. pt-BR is the only language (spec §1).
export const ptBR = {
  internal_server_error: 'Ocorreu um erro inesperado no servidor. Tente novamente em instantes.',
  server_unreachable: 'O servidor não conseguiu responder',
  timeout: 'O servidor demorou demais para responder. Tente novamente.',
  parse_error: 'O servidor enviou uma resposta que não foi possível ler.',
  enter_email: 'Informe o e-mail',
  recover_successfull: 'Enviamos um link de recuperação para o seu e-mail',
  company_registered_but_not_selected:
    'Você já tem uma empresa cadastrada. Selecione-a no topo da tela para continuar.',
  page_not_found: 'Página não encontrada',
  page_not_found_text: 'O endereço que você abriu não existe ou mudou de lugar.',
  back_home: 'Voltar ao início',
  load_failed: 'Não foi possível carregar esta tela.',
  load_failed_text: 'Uma nova versão pode ter sido publicada. Recarregue para continuar.',
  reload: 'Recarregar',
  loading: 'Carregando…',
  coming_soon: 'Em breve',
  theme_dark: 'Tema escuro',
  theme_light: 'Tema claro',
  sign_in: 'Entrar',
  sign_out: 'Sair',
  my_account: 'Minha conta',
  account_menu: 'Menu da conta',
  toggle_menu: 'Alternar menu',
  main_navigation: 'Navegação principal',
} as const;

export type MessageKey = keyof typeof ptBR;
