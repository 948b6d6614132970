import { Layout } from "../components/Layout";
import { Seo } from "../components/Seo";
import { PageHeader } from "../components/PageHeader";

export default function HomePage() {
  return (
    <Layout>
      <Seo pathname="/" />
      <PageHeader title="Build without borders" />
    </Layout>
  );
}
