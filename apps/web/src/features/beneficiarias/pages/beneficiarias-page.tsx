import { Share2 } from 'lucide-react';
import { PlaceholderScreen } from '../../../components/placeholder-screen.tsx';

export default function BeneficiariasPage() {
  return (
    <PlaceholderScreen
      title="Beneficiárias"
      subtitle="Unidades beneficiárias e rateio dos créditos"
      description="As unidades geradoras e beneficiárias, com o rateio dos créditos, chegarão em breve."
      icon={<Share2 />}
    />
  );
}
