/**
 * The words of an agreement as they read, with the contract's number kept on one line ("HW-20418837" never
 * breaks at its hyphen on a narrow screen). The text itself is unchanged.
 */
export function AgreementWords({ words, policyNumber }: { words: string; policyNumber: string }) {
  const parts = words.split(policyNumber);
  return (
    // The words agreed to, as the server keeps them: in English (docs/languages.md).
    <span lang="en">
      {parts.map((part, index) => (
        // The parts of one string, in order: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <span key={index}>
          {part}
          {index < parts.length - 1 && <span className="plan-nowrap">{policyNumber}</span>}
        </span>
      ))}
    </span>
  );
}
