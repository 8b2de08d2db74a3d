/** The contractor workspace inside the account area. */
export function ContractorAccount(_props: { category: string; subPath: string }) {
  return null;
}
