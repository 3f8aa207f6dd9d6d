import { Footer } from "./footer";
import { Header } from "./header";

/** Header, main landmark and footer shared by every public page. */
export function PublicFrame({ children }: { children: React.ReactNode }) {
  return (
    <>
      <Header />
      <main id="main" tabIndex={-1} className="pt-16 outline-none">
        {children}
      </main>
      <Footer />
    </>
  );
}
