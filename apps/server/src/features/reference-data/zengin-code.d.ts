/** The zengin-code package: one object of every bank (by 4-digit code) with its branches (by 3-digit code). */
declare module 'zengin-code' {
  type Named = { code: string; name: string; kana: string; hira: string; roma: string };
  const banks: Record<string, Named & { branches: Record<string, Named> }>;
  export default banks;
}
