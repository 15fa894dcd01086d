package main

import (
	"bytes"
	"errors"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestBinary builds the command with go build and runs the binary, as a
// shell would: the version it prints is the one go version -m reads from
// it, and a --json run with a failed line writes the failure on standard
// output in order, the message on standard error, and exits with 1.
func TestBinary(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the command: not with -short")
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command to build with")
	}
	bin := filepath.Join(t.TempDir(), "uri")
	if out, err := exec.Command(gobin, "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}

	// The version: the module's, as go version -m reads it from the binary.
	out, err := exec.Command(gobin, "version", "-m", bin).Output()
	if err != nil {
		t.Fatalf("go version -m: %v", err)
	}
	m := regexp.MustCompile(`(?m)^\tmod\tgithub\.com/uriref/uri\t(\S+)`).FindSubmatch(out)
	if m == nil {
		t.Fatalf("go version -m names no module version:\n%s", out)
	}
	want := "uri " + string(m[1]) + " (trurl 0.16.1 interface, RFC 3986 parser)\n"
	for _, args := range [][]string{{"--version"}, {"-v"}, {"version"}} {
		got, err := exec.Command(bin, args...).Output()
		if err != nil || string(got) != want {
			t.Errorf("uri %s = %q, %v; want %q", strings.Join(args, " "), got, err, want)
		}
	}

	// --json with a failed line in the middle, from standard input.
	cmd := exec.Command(bin, "parse", "--json")
	cmd.Stdin = strings.NewReader("a\nhttp://a:b/\nb\n")
	var stdout, stderr bytes.Buffer
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	err = cmd.Run()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || exit.ExitCode() != 1 {
		t.Errorf("uri parse --json: %v, want exit status 1", err)
	}
	lines := strings.Split(stdout.String(), "\n")
	if len(lines) != 4 || !strings.HasPrefix(lines[0], `{"uri":"a",`) || !strings.HasPrefix(lines[2], `{"uri":"b",`) ||
		!strings.HasPrefix(lines[1], `{"input":"http://a:b/","line":2,"offset":9,"rule":"port","component":"port","error":`) {
		t.Errorf("uri parse --json: stdout\n%s", stdout.String())
	}
	if !strings.HasPrefix(stderr.String(), "uri: 2: ") || strings.Count(stderr.String(), "\n") != 1 {
		t.Errorf("uri parse --json: stderr %q", stderr.String())
	}

	// No raw control character: ESC decoded by get is shown as %1B.
	got, err := exec.Command(bin, "get", "--format={:query} {query}", "http://a/?%1b%5B31mRED").Output()
	if err != nil || string(got) != "%1b%5B31mRED %1B[31mRED\n" {
		t.Errorf("uri get = %q, %v; want the ESC as %%1B", got, err)
	}
}
