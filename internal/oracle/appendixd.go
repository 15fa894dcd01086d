package oracle

// AppendixD is the example document of the draft's Appendix D, whose one
// link resolves to http://www.ics.uci.edu/Test/a/x.
const AppendixD = `<!doctype html public "-//IETF//DTD HTML//EN">
<HTML><HEAD>
<TITLE>An example HTML document</TITLE>
<BASE href="http://www.ics.uci.edu/Test/a/b/c">
</HEAD><BODY>
... <A href="../x">a hypertext anchor</A> ...
</BODY></HTML>
`
