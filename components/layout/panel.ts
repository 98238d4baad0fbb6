/** Which of the shell's panels or dialogs is open (the header opens them, the shell draws them). */
export type Panel = 'drawer' | 'settings' | 'messenger' | 'password' | 'sessions' | null;
