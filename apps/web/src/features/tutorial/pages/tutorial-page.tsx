import { ListChecks } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function TutorialPage() {
  return (
    <PlaceholderScreen
      title="Próximos passos"
      subtitle="Configure o Irradia em poucos passos"
      description="O passo a passo para cadastrar sua empresa, sua equipe e suas primeiras usinas aparecerá aqui."
      icon={<ListChecks />}
    />
  );
}
