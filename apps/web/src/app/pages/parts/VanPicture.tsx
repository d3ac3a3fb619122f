import { Art } from '../../../features/marketing/components/Art';

/** The van's illustration in the rounded, shadowed frame the marketing pages give it. */
export const VanPicture = ({ alt }: { alt: string }) => (
  <div className="overflow-hidden rounded-2xl shadow-card">
    <Art name="van" alt={alt} />
  </div>
);
