import { UserRound } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function FuncionariosPage() {
  return (
    <PlaceholderScreen
      title="Funcionários"
      subtitle="Sua equipe"
      description="Sua equipe, com cargos, contratação e sócios, aparecerá aqui."
      icon={<UserRound />}
    />
  );
}
